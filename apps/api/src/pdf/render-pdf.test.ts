import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../test/pdf-text.ts';
import { CJK_FONT_FILE, readCjkFont } from './cjk-font.ts';
import { A4, lineBetween, type PdfSpec, textAt } from './pdf-spec.ts';
import { renderPdf } from './render-pdf.ts';

/** The font programs embedded in a PDF (each FontDescriptor's FontFile2). */
const embeddedFonts = async (bytes: Uint8Array) => {
  const doc = await PDFDocument.load(bytes);
  const fonts: Uint8Array[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = doc.context.lookup(obj.get(PDFName.of('FontFile2')));
    if (file instanceof PDFRawStream) fonts.push(decodePDFRawStream(file).decode());
  }
  return fonts;
};

// Names with characters beyond GB 2312 (玥 喆 堃 彧), units and marks a sheet or an invoice prints.
const LINES = [
  '小芽儿童健康门诊 检验报告单',
  '姓名：王玥 李喆 张堃 陈彧',
  '体温 37.5℃ 血小板 ≤100×10^9/L ↑ ↓ γ-GT',
  '金额：¥128.00（贰拾元整）',
];

const spec: PdfSpec = {
  info: { title: '检验报告单 王玥', author: '小芽儿童健康门诊', subject: '测试' },
  pages: [
    {
      items: [
        textAt(LINES[0] ?? '', A4[0] / 2, 780, { size: 16, bold: true, align: 'center' }),
        lineBetween(50, 770, 545, 770),
        ...LINES.slice(1).map((line, i) => textAt(line, 50, 740 - i * 20)),
        textAt('第1页', 545, 40, { size: 9, align: 'right' }),
      ],
    },
    { size: [420, 595], items: [textAt('第二页：收据', 40, 500, { size: 12 })] },
  ],
};

describe('renderPdf', () => {
  it('writes Chinese that a PDF reader reads back, in a subset of the font, with every glyph drawn', async () => {
    const { bytes, missingCharacters } = await renderPdf(spec);
    expect(missingCharacters).toEqual([]);
    const text = await readPdfText(bytes);
    expect(text.title).toBe('检验报告单 王玥');
    expect(text.pageCount).toBe(2);
    expect(text.lines[0]).toEqual([...LINES, '第1页']);
    expect(text.lines[1]).toEqual(['第二页：收据']);
    // Centred and right-aligned runs sit where they were anchored.
    const title = text.runs.find((r) => r.text === LINES[0]);
    expect((title?.x ?? 0) + (title?.width ?? 0) / 2).toBeCloseTo(A4[0] / 2, 0);
    const folio = text.runs.find((r) => r.text === '第1页');
    expect((folio?.x ?? 0) + (folio?.width ?? 0)).toBeCloseTo(545, 0);

    // A subset: the document carries the few dozen glyphs it uses, not the 7.9 MB font.
    const fullFont = await readCjkFont();
    expect(bytes.byteLength).toBeLessThan(60_000);
    const [embedded, ...others] = await embeddedFonts(bytes);
    expect(others).toEqual([]);
    const font = fontkit.create(embedded ?? new Uint8Array());
    const distinct = new Set(`${LINES.join('').replaceAll(' ', '')}第1页二收据`).size;
    expect(font.numGlyphs).toBeGreaterThanOrEqual(distinct);
    expect(font.numGlyphs).toBeLessThan(distinct + 5);
    expect(embedded?.byteLength).toBeLessThan(fullFont.byteLength / 100);
    // Every glyph has its outline but .notdef (kept without one) and the space: a badly copied subset
    // prints blanks while its text still extracts.
    const blank = Array.from({ length: font.numGlyphs }, (_, id) => id).filter(
      (id) => font.getGlyph(id).path.toSVG() === '',
    );
    expect(blank).toEqual([0, expect.any(Number)]);
  }, 30_000);

  it('names the characters the font lacks instead of leaving blanks silently', async () => {
    const { missingCharacters } = await renderPdf({
      info: { title: '生僻字' },
      pages: [{ items: [textAt('王𠀀明 乐乐', 50, 700)] }],
    });
    expect(missingCharacters).toEqual(['𠀀']);
    // ⁹ is one the font itself lacks (sheets write 10^9/L).
    expect(
      (await renderPdf({ info: { title: '单位' }, pages: [{ items: [textAt('×10⁹/L', 50, 700)] }] }))
        .missingCharacters,
    ).toEqual(['⁹']);
  }, 30_000);

  it('refuses a document without pages, with the reason from the PDF process', async () => {
    await expect(renderPdf({ info: { title: '空' }, pages: [] })).rejects.toThrow(
      /without a PDF[\s\S]*pages/,
    );
  }, 30_000);

  it('keeps the font beside its licence', async () => {
    const licence = await readFile(new URL('./OFL.txt', CJK_FONT_FILE), 'utf8');
    expect(licence).toContain('SIL Open Font License, Version 1.1');
    expect(licence).toContain('Copyright 2014-2021 Adobe');
  });
});
