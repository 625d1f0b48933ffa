import { useSelectedBaby } from '../../../../features/babies/hooks/use-selected-baby.ts';
import { ComprehensiveView } from '../../../../features/growth-reports/components/comprehensive-view.tsx';
import { BabySwitch } from '../../../../features/growth/components/baby-switch.tsx';
import styles from '../../../../features/growth/components/growth.module.css';
import { NoBaby } from '../../../../features/growth/components/no-baby.tsx';

/** 综合报告 of the current baby (synthPage/index shows the same). */
export default function BabyInfoPage() {
  const { babies, baby, isLoading } = useSelectedBaby();
  if (isLoading) return null;
  if (!baby) return <NoBaby />;
  return (
    <div className={styles.page}>
      <BabySwitch babies={babies} baby={baby} />
      <ComprehensiveView key={baby.babyId} babyId={baby.babyId} />
    </div>
  );
}
