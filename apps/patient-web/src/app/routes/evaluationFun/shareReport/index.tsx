import { useSelectedBaby } from '../../../../features/babies/hooks/use-selected-baby.ts';
import {
  ShareFromList,
  ShareHistory,
} from '../../../../features/growth-reports/components/share-history.tsx';
import styles from '../../../../features/growth/components/growth.module.css';

/** 分享历史报告: the parent's share links, and a way to share one of the current baby's reports. */
export default function ShareReportPage() {
  const { baby } = useSelectedBaby();
  return (
    <div className={styles.page}>
      {baby ? <ShareFromList key={baby.babyId} babyId={baby.babyId} /> : null}
      <ShareHistory />
    </div>
  );
}
