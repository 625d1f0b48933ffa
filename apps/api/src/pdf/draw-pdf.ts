import {
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setLineWidth,
  setTextRenderingMode,
  TextRenderingMode,
} from 'pdf-lib';
import { readCjkFont } from './cjk-font.ts';
import { A4, type PdfItem, type PdfSpec, type RenderedPdf } from './pdf-spec.ts';

/**
 * Draws a PdfSpec with pdf-lib in the CJK font (cjk-font.ts). pdf-lib's standard fonts have no CJK
 * glyphs; this embeds Noto Sans SC through fontkit with `subset: true`, so a document carries only
 * the glyphs it uses (about 10 KB for a one-page sheet). Runs in the PDF process (pdf-process.ts).
 */

const DEFAULT_SIZE = 10;
/** Outline width of bold text as a share of its size: close to the font's own Bold weight. */
const BOLD_STROKE = 0.035;

const isBlank = (ch: string) => /\s/.test(ch);

const drawItem = (page: PDFPage, font: PDFFont, item: PdfItem) => {
  if (item.kind === 'line') {
    page.drawLine({ start: item.from, end: item.to, thickness: item.thickness ?? 0.6 });
    return;
  }
  const size = item.size ?? DEFAULT_SIZE;
  const width = font.widthOfTextAtSize(item.text, size);
  const x = item.align === 'center' ? item.x - width / 2 : item.align === 'right' ? item.x - width : item.x;
  if (!item.bold) {
    page.drawText(item.text, { x, y: item.y, size, font });
    return;
  }
  // The text-rendering mode is part of the graphics state drawText runs in, so it is set around it.
  page.pushOperators(
    pushGraphicsState(),
    setTextRenderingMode(TextRenderingMode.FillAndOutline),
    setLineWidth(size * BOLD_STROKE),
  );
  page.drawText(item.text, { x, y: item.y, size, font });
  page.pushOperators(popGraphicsState());
};

export const drawPdf = async (spec: PdfSpec): Promise<RenderedPdf> => {
  const [{ default: fontkit }, fontBytes] = await Promise.all([import('@pdf-lib/fontkit'), readCjkFont()]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontBytes, { subset: true });
  doc.setTitle(spec.info.title, { showInWindowTitleBar: true });
  doc.setLanguage('zh-CN');
  doc.setCreator('Sprout');
  if (spec.info.author) doc.setAuthor(spec.info.author);
  if (spec.info.subject) doc.setSubject(spec.info.subject);
  const glyphs = new Set(font.getCharacterSet());
  const missing = new Set<string>();
  for (const pageSpec of spec.pages) {
    const page = doc.addPage(pageSpec.size ?? A4);
    for (const item of pageSpec.items) {
      if (item.kind === 'text')
        for (const ch of item.text) if (!isBlank(ch) && !glyphs.has(ch.codePointAt(0) ?? 0)) missing.add(ch);
      drawItem(page, font, item);
    }
  }
  return { bytes: await doc.save(), missingCharacters: [...missing] };
};
