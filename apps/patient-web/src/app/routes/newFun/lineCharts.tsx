import { useSelectedBaby } from '../../../features/babies/hooks/use-selected-baby.ts';
import { BabySwitch } from '../../../features/growth/components/baby-switch.tsx';
import { ChartView } from '../../../features/growth/components/chart-view.tsx';
import styles from '../../../features/growth/components/growth.module.css';
import { NoBaby } from '../../../features/growth/components/no-baby.tsx';

/** 生长曲线 */
export default function LineChartsPage() {
  const { babies, baby, isLoading } = useSelectedBaby();
  if (isLoading) return null;
  if (!baby) return <NoBaby />;
  return (
    <div className={styles.page}>
      <BabySwitch babies={babies} baby={baby} />
      <ChartView baby={baby} />
    </div>
  );
}
