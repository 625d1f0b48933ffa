import { useSelectedBaby } from '../../../features/babies/hooks/use-selected-baby.ts';
import { AssessForm } from '../../../features/growth/components/assess-form.tsx';
import { BabySwitch } from '../../../features/growth/components/baby-switch.tsx';
import { NoBaby } from '../../../features/growth/components/no-baby.tsx';
import styles from '../../../features/growth/components/growth.module.css';

/** 身高评估 */
export default function AddNewFilePage() {
  const { babies, baby, isLoading } = useSelectedBaby();
  if (isLoading) return null;
  if (!baby) return <NoBaby />;
  return (
    <div className={styles.page}>
      <BabySwitch babies={babies} baby={baby} />
      <AssessForm key={baby.babyId} baby={baby} />
    </div>
  );
}
