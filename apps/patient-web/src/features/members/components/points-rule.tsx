import { DotLoading } from 'antd-mobile';
import { PageSection } from '../../../components/page-section.tsx';
import { usePointsRule } from '../api/use-points-rule.ts';
import styles from './members.module.css';

/** 积分规则: written by the server from the figures in force, so it always says what the ledger does. */
export const PointsRule = () => {
  const rule = usePointsRule();
  if (!rule.data)
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  return (
    <div className={styles.page}>
      <PageSection>
        {rule.data.lines.map((line, i) => (
          <p key={line} className={styles.paragraph} data-testid="points-rule-line">
            {`${i + 1}. ${line}`}
          </p>
        ))}
      </PageSection>
    </div>
  );
};
