import { BabyPage } from '../../baby-page.tsx';
import { ChartView } from '../../../features/growth/components/chart-view.tsx';
import styles from '../../../features/growth/components/growth.module.css';
import { growthNoBaby } from '../../../features/growth/components/no-baby.ts';

/** 生长曲线 */
export default function LineChartsPage() {
  return (
    <BabyPage className={styles.page} noBaby={growthNoBaby}>
      {(baby) => <ChartView baby={baby} />}
    </BabyPage>
  );
}
