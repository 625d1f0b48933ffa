import { useAppRouter } from '../../../lib/router.ts';
import { REPORT_ROUTES } from '../routes.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './reports.module.css';

interface FileRowProps {
  fileId: number;
  title: string;
  /** Under the title: the report and visit, or the page count. */
  subtitle: string;
}

/** One PDF sheet; tapping it opens the sheet inside the page (jcPdf). */
export const FileRow = ({ fileId, title, subtitle }: FileRowProps) => {
  const router = useAppRouter();
  return (
    <button
      type="button"
      className={styles.reportRow}
      data-testid={`report-file-${fileId}`}
      onClick={() => router.navigate(REPORT_ROUTES.pdf, { fileId })}
    >
      <div className={styles.reportMain}>
        <div className={styles.fileName}>{title}</div>
        <div className={styles.reportSub}>{subtitle}</div>
      </div>
      <span className={styles.link}>{s.openSheet} ›</span>
    </button>
  );
};
