import { BabyPage } from '../../baby-page.tsx';
import { ReportFileList } from '../../../features/inspection-reports/components/baby-reports.tsx';
import { reportsNoBaby } from '../../../features/inspection-reports/components/no-baby.ts';
import styles from '../../../features/inspection-reports/components/reports.module.css';

/** 检查报告单 (list) */
export default function PdfListPage() {
  return (
    <BabyPage className={styles.page} noBaby={reportsNoBaby}>
      {(baby) => <ReportFileList key={baby.babyId} babyId={baby.babyId} />}
    </BabyPage>
  );
}
