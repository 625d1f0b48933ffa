import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { fetchReportFile } from '../api/fetch-report-file.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './reports.module.css';

type ViewState = { kind: 'loading' } | { kind: 'error'; msg: string } | { kind: 'done'; pages: number };

/**
 * 检查报告单: the sheet drawn inside the page, one canvas a page, so that it shows where the browser
 * cannot open a PDF itself (WeChat on Android). pdf.js is fetched only here, while the bytes load.
 */
export const PdfViewer = ({ fileId }: { fileId: number }) => {
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ViewState>({ kind: 'loading' });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    const controller = new AbortController();
    host.replaceChildren();
    setState({ kind: 'loading' });
    const run = async () => {
      const [bytes, pdf] = await Promise.all([
        fetchReportFile(fileId, controller.signal),
        import('./pdf-render.ts'),
      ]);
      const pages = await pdf.renderPdf(
        bytes,
        host.clientWidth,
        ({ canvas, pageNumber }) => {
          canvas.dataset.page = String(pageNumber);
          host.append(canvas);
        },
        () => cancelled,
      );
      if (!cancelled) setState({ kind: 'done', pages });
    };
    run().catch((error: unknown) => {
      if (!cancelled) setState({ kind: 'error', msg: isApiError(error) ? error.msg : s.pdfFailed });
    });
    return () => {
      cancelled = true;
      controller.abort();
    };
  }, [fileId]);

  return (
    <div data-testid="pdf-viewer" data-state={state.kind}>
      {state.kind === 'loading' ? <div className={styles.status}>{s.pdfLoading}</div> : null}
      {state.kind === 'error' ? (
        <div className={styles.status} data-testid="pdf-error">
          {state.msg}
        </div>
      ) : null}
      <div ref={hostRef} className={styles.pdfHost} />
    </div>
  );
};
