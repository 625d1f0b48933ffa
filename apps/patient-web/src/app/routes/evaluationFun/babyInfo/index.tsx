import { BabyPage } from '../../../baby-page.tsx';
import { ComprehensiveView } from '../../../../features/growth-reports/components/comprehensive-view.tsx';
import styles from '../../../../features/growth/components/growth.module.css';
import { growthNoBaby } from '../../../../features/growth/components/no-baby.ts';

/** 综合报告 of the current baby (synthPage/index shows the same). */
export default function BabyInfoPage() {
  return (
    <BabyPage className={styles.page} noBaby={growthNoBaby}>
      {(baby) => <ComprehensiveView key={baby.babyId} babyId={baby.babyId} />}
    </BabyPage>
  );
}
