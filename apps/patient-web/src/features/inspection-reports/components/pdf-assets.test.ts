import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getDocument, version } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { PDF_ASSET_FOLDERS, pdfAssetDir, pdfAssetOptions } from './pdf-assets.ts';

const PDFJS_ROOT = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * A one-page sheet that prints 血常规 in STSong-Light, one of the Chinese fonts a PDF may name without
 * embedding it (a Type0 font with the predefined CMap UniGB-UCS2-H over Adobe-GB1), as laboratory systems
 * write them. The text is the UCS-2 codes of the three characters.
 */
const sheetWithoutEmbeddedFont = (): Uint8Array => {
  const content = 'BT /F1 24 Tf 20 40 Td <88405E3889C4> Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Resources << /Font << /F1 4 0 R >> >> /Contents 7 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 6 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
};

const textOf = async (options: Partial<ReturnType<typeof pdfAssetOptions>>): Promise<string> => {
  const task = getDocument({ data: sheetWithoutEmbeddedFont(), verbosity: 0, ...options });
  try {
    const page = await (await task.promise).getPage(1);
    const content = await page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join('');
  } finally {
    await task.destroy();
  }
};

// The built app's folder, as the build lays it out (vite.config.ts copies these folders of pdfjs-dist).
const base = `${mkdtempSync(join(tmpdir(), 'sprout-pdfjs-'))}/`;
symlinkSync(PDFJS_ROOT, join(base, pdfAssetDir(version)), 'dir');
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('a sheet in a Chinese font it does not embed', () => {
  it('yields its text with the character maps the app serves', async () => {
    expect(await textOf(pdfAssetOptions(base, version))).toBe('血常规');
  });

  it('yields none without them (what parents saw: a blank sheet)', async () => {
    expect(await textOf({})).toBe('');
  });
});

describe('where the app serves the maps and fonts', () => {
  it('is named for the pdf.js the viewer runs, which is the version the build copies from', () => {
    const pkg: unknown = JSON.parse(readFileSync(join(PDFJS_ROOT, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ version });
    expect(pdfAssetOptions('/appointment/', version)).toEqual({
      cMapUrl: `/appointment/pdfjs-${version}/cmaps/`,
      cMapPacked: true,
      standardFontDataUrl: `/appointment/pdfjs-${version}/standard_fonts/`,
    });
    expect(PDF_ASSET_FOLDERS).toEqual(['cmaps', 'standard_fonts']);
  });
});
