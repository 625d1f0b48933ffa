import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageCount } from './pdf-pages.ts';

describe('an uploaded PDF’s page count, read in its own process (issue 22)', () => {
  it('counts the pages of a real PDF', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 3; i++) doc.addPage();
    expect(await pdfPageCount(await doc.save())).toBe(3);
  });

  it('answers null for bytes it cannot read, and for a process that runs out of time', async () => {
    expect(await pdfPageCount(new TextEncoder().encode('%PDF-1.7 this is not a PDF at all'))).toBeNull();
    const doc = await PDFDocument.create();
    doc.addPage();
    expect(await pdfPageCount(await doc.save(), 1)).toBeNull();
  });
});
