import { BabyPage } from '../../baby-page.tsx';
import { AssessForm } from '../../../features/growth/components/assess-form.tsx';
import styles from '../../../features/growth/components/growth.module.css';
import { growthNoBaby } from '../../../features/growth/components/no-baby.ts';

/** 身高评估 */
export default function AddNewFilePage() {
  return (
    <BabyPage className={styles.page} noBaby={growthNoBaby}>
      {(baby) => <AssessForm key={baby.babyId} baby={baby} />}
    </BabyPage>
  );
}
