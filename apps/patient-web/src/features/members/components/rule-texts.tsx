import { DotLoading } from 'antd-mobile';
import { PageSection } from '../../../components/page-section.tsx';
import { useMemberRule } from '../api/use-member-rule.ts';
import { usePointsRule } from '../api/use-points-rule.ts';
import { DiscountRows } from './discount-rows.tsx';
import styles from './members.module.css';

/**
 * 规则说明: every rule of membership in one place, all from the server: the card's discounts, the
 * points rule written from the figures in force, and 开通会员须知 as the parent agreed to it.
 */
export const RuleTexts = () => {
  const member = useMemberRule();
  const points = usePointsRule();
  if (!member.data || !points.data)
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  return (
    <div className={styles.page} data-testid="rule-texts">
      <PageSection title={`${member.data.cardTypeName}权益`}>
        <p className={styles.paragraph}>{member.data.cardTypeNote}</p>
        <DiscountRows discounts={member.data.discounts} />
      </PageSection>
      <PageSection title="积分规则">
        {points.data.lines.map((line, i) => (
          <p key={line} className={styles.paragraph}>
            {`${i + 1}. ${line}`}
          </p>
        ))}
      </PageSection>
      <PageSection title="开通会员须知">
        {member.data.notice.map((p) => (
          <p key={p} className={styles.paragraph}>
            {p}
          </p>
        ))}
      </PageSection>
    </div>
  );
};
