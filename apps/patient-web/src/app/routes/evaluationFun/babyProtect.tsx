import { useSelectedBaby } from '../../../features/babies/hooks/use-selected-baby.ts';
import { MeasurementList } from '../../../features/growth-reports/components/measurement-list.tsx';
import { BabySwitch } from '../../../features/growth/components/baby-switch.tsx';
import styles from '../../../features/growth/components/growth.module.css';
import { NoBaby } from '../../../features/growth/components/no-baby.tsx';

/** 儿保记录 */
export default function BabyProtectPage() {
  const { babies, baby, isLoading } = useSelectedBaby();
  if (isLoading) return null;
  if (!baby) return <NoBaby />;
  return (
    <div className={styles.page}>
      <BabySwitch babies={babies} baby={baby} />
      <MeasurementList key={baby.babyId} babyId={baby.babyId} />
    </div>
  );
}
