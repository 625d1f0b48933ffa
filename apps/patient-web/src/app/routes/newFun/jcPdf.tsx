import { useSearchParams } from 'wouter';
import { EmptyState } from '../../../components/empty-state.tsx';
import { idParam } from '../../../features/inspection-reports/utils/id-param.ts';
import { PdfViewer } from '../../../features/inspection-reports/components/pdf-viewer.tsx';
import styles from '../../../features/inspection-reports/components/reports.module.css';
import { reportStrings as s } from '../../../features/inspection-reports/strings.ts';

/** 检查报告单 (one sheet) */
export default function JcPdfPage() {
  const [params] = useSearchParams();
  const fileId = idParam(params.get('fileId'));
  if (fileId === null) return <EmptyState tip={s.badFileId} />;
  return (
    <div className={styles.page}>
      <PdfViewer key={fileId} fileId={fileId} />
    </div>
  );
}
