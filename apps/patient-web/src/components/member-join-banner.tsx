import { useAppRouter } from '../lib/router.ts';
import styles from './member-join-banner.module.css';

/** 会员积分激活 and 会员查询, opened by path (the members feature's pages). */
const JOIN_PATH = '/pages/registmember/index';
const MEMBER_CHECK_PATH = '/pages/newFun/memberCheck';

/**
 * A calm prompt to join where membership pays (积分商城, 积分明细; `compact`, one line inside 待缴费's
 * checkout) for a parent who is not a member: 开通会员 leads to 会员积分激活, 会员查询 to what
 * membership gives.
 */
export const MemberJoinBanner = ({ compact = false }: { compact?: boolean }) => {
  const router = useAppRouter();
  return (
    <aside className={compact ? styles.compact : styles.banner} data-testid="member-join-banner">
      <p className={styles.text}>
        {compact
          ? '开通会员积分，缴费攒积分、享会员折扣'
          : '开通会员积分，缴费攒积分，可兑换礼品、享会员折扣'}
      </p>
      <div className={styles.actions}>
        {compact ? null : (
          <button type="button" className={styles.link} onClick={() => router.navigate(MEMBER_CHECK_PATH)}>
            会员查询
          </button>
        )}
        <button
          type="button"
          className={styles.join}
          data-testid="member-join"
          onClick={() => router.navigate(JOIN_PATH)}
        >
          开通会员
        </button>
      </div>
    </aside>
  );
};
