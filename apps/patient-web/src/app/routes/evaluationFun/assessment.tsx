import { BabyPage } from '../../baby-page.tsx';
import { EvaluationList } from '../../../features/growth-reports/components/evaluation-list.tsx';
import styles from '../../../features/growth/components/growth.module.css';
import { growthNoBaby } from '../../../features/growth/components/no-baby.ts';

/** 评估记录 */
export default function AssessmentPage() {
  return (
    <BabyPage className={styles.page} noBaby={growthNoBaby}>
      {(baby) => <EvaluationList key={baby.babyId} babyId={baby.babyId} />}
    </BabyPage>
  );
}
