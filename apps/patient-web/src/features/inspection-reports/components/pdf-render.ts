import { GlobalWorkerOptions, getDocument, PDFWorker, version } from 'pdfjs-dist/legacy/build/pdf.mjs';
// Served from the app's own origin: the server's CSP allows worker-src 'self' blob: and script-src 'self'.
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { pdfAssetOptions } from './pdf-assets.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * One worker for every sheet, started when this module loads (a tap on a sheet's row loads it), so
 * its 1 MB script downloads and starts while the page opens and the sheet's bytes arrive, not after.
 */
let worker: PDFWorker | null = null;
const pdfWorker = (): PDFWorker => {
  worker ??= new PDFWorker();
  return worker;
};
pdfWorker();

/** The canvas of one rendered page, as wide as the screen allows. */
export interface RenderedPage {
  canvas: HTMLCanvasElement;
  pageNumber: number;
}

/**
 * Draws every page of a PDF onto its own canvas, scaled to `cssWidth` CSS pixels and sharp on dense
 * screens (the backing store is devicePixelRatio times larger). The legacy build is used because the
 * modern one needs browsers newer than the app's build target (WeChat on older Android).
 */
export async function renderPdf(
  bytes: Uint8Array,
  cssWidth: number,
  onPage: (page: RenderedPage) => void,
  isCancelled: () => boolean,
): Promise<number> {
  // Character maps and standard fonts from our own origin, so a sheet in a font it does not embed shows its Chinese.
  const task = getDocument({
    data: bytes,
    worker: pdfWorker(),
    ...pdfAssetOptions(import.meta.env.BASE_URL, version),
  });
  const pdf = await task.promise;
  try {
    const ratio = Math.max(1, Math.min(window.devicePixelRatio || 1, 3));
    for (let n = 1; n <= pdf.numPages && !isCancelled(); n++) {
      const page = await pdf.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      await page.render({ canvas, viewport }).promise;
      page.cleanup();
      if (!isCancelled()) onPage({ canvas, pageNumber: n });
    }
    return pdf.numPages;
  } finally {
    void task.destroy();
  }
}
