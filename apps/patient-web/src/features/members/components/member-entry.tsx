import { List } from 'antd-mobile';
import { useAppRouter } from '../../../lib/router.ts';
import { useMemberStatus } from '../api/use-member-status.ts';
import { MEMBER_ROUTES } from '../routes.ts';
import { memberStrings as s } from '../strings.ts';
import styles from './member-entry.module.css';

/**
 * The 会员积分 row on 就诊人信息: a member sees the balance and opens 会员查询; a parent who has not
 * joined reads what membership gives and opens 会员积分激活. Hidden until the status is known, so the
 * row never offers to join to a member.
 */
export const MemberEntry = () => {
  const router = useAppRouter();
  const status = useMemberStatus();
  if (!status.data) return null;
  const isMember = status.data.isMember;
  return (
    <List mode="card">
      <List.Item
        className={styles.row}
        description={isMember ? s.entryBalance(status.data.points) : s.entryJoin}
        extra={isMember ? null : s.goActivate}
        onClick={() => router.navigate(isMember ? MEMBER_ROUTES.cards : MEMBER_ROUTES.activate)}
        data-testid="account-member"
      >
        {s.entry}
      </List.Item>
    </List>
  );
};
