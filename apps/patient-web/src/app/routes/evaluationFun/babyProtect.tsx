import { BabyPage } from '../../baby-page.tsx';
import { MeasurementList } from '../../../features/growth-reports/components/measurement-list.tsx';
import styles from '../../../features/growth/components/growth.module.css';
import { growthNoBaby } from '../../../features/growth/components/no-baby.ts';

/** 儿保记录 */
export default function BabyProtectPage() {
  return (
    <BabyPage className={styles.page} noBaby={growthNoBaby}>
      {(baby) => <MeasurementList key={baby.babyId} babyId={baby.babyId} />}
    </BabyPage>
  );
}
