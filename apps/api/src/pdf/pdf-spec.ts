import { z } from 'zod';

/**
 * A PDF described as data: pages of text lines and rules, in PDF points from the page's bottom-left
 * corner. The server describes a document; render-pdf.ts draws it in a short-lived process.
 */

const point = z.object({ x: z.number(), y: z.number() });

const textItem = z.object({
  kind: z.literal('text'),
  text: z.string(),
  /** The baseline's left end; its centre or right end with `align`. */
  x: z.number(),
  y: z.number(),
  /** Points; 10 unless given. */
  size: z.number().positive().optional(),
  /** Filled and outlined (the font has one weight): titles, headings, a flagged result. */
  bold: z.boolean().optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
});

const lineItem = z.object({
  kind: z.literal('line'),
  from: point,
  to: point,
  thickness: z.number().positive().optional(),
});

const page = z.object({
  /** Width and height in points; A4 unless given. */
  size: z.tuple([z.number().positive(), z.number().positive()]).optional(),
  items: z.array(z.discriminatedUnion('kind', [textItem, lineItem])),
});

export const pdfSpecSchema = z.object({
  info: z.object({ title: z.string(), author: z.string().optional(), subject: z.string().optional() }),
  pages: z.array(page).min(1),
});

export type PdfSpec = z.infer<typeof pdfSpecSchema>;
export type PdfPageSpec = z.infer<typeof page>;
export type PdfItem = PdfPageSpec['items'][number];
export type PdfTextStyle = Pick<z.infer<typeof textItem>, 'size' | 'bold' | 'align'>;

/** A4 portrait in points. */
export const A4: [number, number] = [595.28, 841.89];

export const textAt = (text: string, x: number, y: number, style: PdfTextStyle = {}): PdfItem => ({
  kind: 'text',
  text,
  x,
  y,
  ...style,
});

export const lineBetween = (x1: number, y1: number, x2: number, y2: number, thickness?: number): PdfItem => ({
  kind: 'line',
  from: { x: x1, y: y1 },
  to: { x: x2, y: y2 },
  ...(thickness === undefined ? {} : { thickness }),
});

export interface RenderedPdf {
  bytes: Uint8Array;
  /**
   * Characters the font has no glyph for, printed as a blank (a character beyond GBK in a name, say).
   * The caller decides whether such a document may go out.
   */
  missingCharacters: string[];
}
