import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's software finds it: pdf.js (the same library the patient app draws
 * sheets with) maps each glyph back to its character through the font's ToUnicode table, so a
 * character only comes back if the PDF really says which one it is.
 */

export interface PdfTextRun {
  page: number;
  text: string;
  /** Baseline start and width, in PDF points. */
  x: number;
  y: number;
  width: number;
}

export interface PdfText {
  title: string | undefined;
  pageCount: number;
  runs: PdfTextRun[];
  /** Per page, top to bottom, the runs of each baseline joined by one space. */
  lines: string[][];
}

const linesOf = (runs: PdfTextRun[]) => {
  const byBaseline = new Map<number, PdfTextRun[]>();
  for (const run of runs) {
    const y = Math.round(run.y);
    byBaseline.set(y, [...(byBaseline.get(y) ?? []), run]);
  }
  return [...byBaseline.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, line]) =>
      line
        .sort((a, b) => a.x - b.x)
        .map((r) => r.text)
        .join(' '),
    );
};

export const readPdfText = async (bytes: Uint8Array): Promise<PdfText> => {
  // pdf.js takes the buffer over, so it gets a copy.
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const doc = await task.promise;
  try {
    const { info } = await doc.getMetadata();
    const title = 'Title' in info && typeof info.Title === 'string' ? info.Title : undefined;
    const runs: PdfTextRun[] = [];
    const lines: string[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      const pageRuns = content.items
        .filter((item) => 'str' in item && item.str.trim() !== '')
        .map((item) => ({
          page: n,
          text: 'str' in item ? item.str : '',
          x: 'transform' in item ? Number(item.transform[4]) : 0,
          y: 'transform' in item ? Number(item.transform[5]) : 0,
          width: 'width' in item ? item.width : 0,
        }));
      runs.push(...pageRuns);
      lines.push(linesOf(pageRuns));
    }
    return { title, pageCount: doc.numPages, runs, lines };
  } finally {
    await task.destroy();
  }
};
