import { useEffect } from 'react';
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

/**
 * The pdf.js engine and its worker (about 1 MB, cached for a year), loaded and started once the list
 * of sheets is idle, or as a finger lands on a row, whichever comes first: a cold worker takes most of
 * a second to start, which the parent would otherwise wait for after the tap. A list of sheets is
 * there to open them, so the download is rarely wasted.
 */
const warmPdfEngine = () => {
  import('./pdf-render.ts').catch(() => undefined);
};

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(id);
};

/** One PDF sheet; tapping it opens the sheet inside the page (jcPdf). */
export const FileRow = ({ fileId, title, subtitle }: FileRowProps) => {
  const router = useAppRouter();
  // The sheet page's own module is small: fetched with the list, so a tap opens it at once.
  useEffect(() => {
    router.preload(REPORT_ROUTES.pdf);
    return whenIdle(warmPdfEngine);
  }, [router]);
  return (
    <button
      type="button"
      className={styles.reportRow}
      data-testid={`report-file-${fileId}`}
      onPointerDown={warmPdfEngine}
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
