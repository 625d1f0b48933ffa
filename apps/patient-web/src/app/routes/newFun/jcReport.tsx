import { useSelectedBaby } from '../../../features/babies/hooks/use-selected-baby.ts';
import { BabySwitch } from '../../../features/growth/components/baby-switch.tsx';
import { EncounterList } from '../../../features/inspection-reports/components/baby-reports.tsx';
import { NoBabyForReports } from '../../../features/inspection-reports/components/no-baby.tsx';
import styles from '../../../features/inspection-reports/components/reports.module.css';

/** 报告查询 */
export default function JcReportPage() {
  const { babies, baby, isLoading } = useSelectedBaby();
  if (isLoading) return null;
  if (!baby) return <NoBabyForReports />;
  return (
    <div className={styles.page}>
      <BabySwitch babies={babies} baby={baby} />
      <EncounterList key={baby.babyId} babyId={baby.babyId} babyName={baby.babyName} />
    </div>
  );
}
