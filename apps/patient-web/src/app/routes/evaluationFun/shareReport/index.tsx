import { useSelectedBaby } from '../../../../features/babies/hooks/use-selected-baby.ts';
import {
  ShareFromList,
  ShareHistory,
} from '../../../../features/growth-reports/components/share-history.tsx';
import { BabySwitch } from '../../../../features/growth/components/baby-switch.tsx';
import styles from '../../../../features/growth/components/growth.module.css';

/** 分享历史报告: the parent's share links, and a way to share one of the current baby's reports. */
export default function ShareReportPage() {
  const { babies, baby } = useSelectedBaby();
  return (
    <div className={styles.page}>
      {/* Which child's reports 分享报告 offers: the current one, named, with the switch. */}
      {baby ? <BabySwitch babies={babies} baby={baby} /> : null}
      {baby ? <ShareFromList key={baby.babyId} babyId={baby.babyId} /> : null}
      <ShareHistory />
    </div>
  );
}
