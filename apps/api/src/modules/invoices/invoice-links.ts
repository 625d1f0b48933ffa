import { createHmac, timingSafeEqual } from 'node:crypto';
import { INVOICE_PDF_PATH } from '@sprout/contract';

/**
 * Links to an invoice's PDF: `<invoiceId>.<blue|red>.<userId>.<expiresAtMs>.<sig>`, HMAC-SHA256
 * (base64url) under INVOICE_LINK_SECRET. Every part is signed, so another invoice, the other copy,
 * another parent or a later expiry fail the check. Issued only to the invoice's owner.
 */

export type InvoiceCopy = 'blue' | 'red';

export interface InvoiceLinkClaims {
  invoiceId: number;
  copy: InvoiceCopy;
  userId: number;
  expiresAtMs: number;
}

/** How long a link works: long enough to open it from the page, short enough not to be worth sharing. */
export const INVOICE_LINK_SECONDS = 600;

const text = (c: InvoiceLinkClaims) => `invoice:${c.invoiceId}:${c.copy}:${c.userId}:${c.expiresAtMs}`;
const sign = (secret: string, c: InvoiceLinkClaims) =>
  createHmac('sha256', secret).update(text(c)).digest('base64url');

export const signInvoiceLink = (secret: string, c: InvoiceLinkClaims): string =>
  `${c.invoiceId}.${c.copy}.${c.userId}.${c.expiresAtMs}.${sign(secret, c)}`;

const SHAPE = /^([1-9]\d{0,9})\.(blue|red)\.([1-9]\d{0,9})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/** What a genuine link says, or null for anything forged, altered or garbled (expiry not checked). */
export const readInvoiceLink = (secret: string, link: string): InvoiceLinkClaims | null => {
  const m = SHAPE.exec(link);
  if (!m?.[1] || !m[2] || !m[3] || !m[4] || !m[5]) return null;
  const claims: InvoiceLinkClaims = {
    invoiceId: Number(m[1]),
    copy: m[2] === 'red' ? 'red' : 'blue',
    userId: Number(m[3]),
    expiresAtMs: Number(m[4]),
  };
  const given = Buffer.from(m[5]);
  const expected = Buffer.from(sign(secret, claims));
  return given.length === expected.length && timingSafeEqual(given, expected) ? claims : null;
};

/** The URL the app opens, expiring on a whole minute so one page's links repeat. */
export const invoicePdfUrl = (
  secret: string,
  invoiceId: number,
  copy: InvoiceCopy,
  userId: number,
  now = new Date(),
) => {
  const expiresAtMs = Math.ceil((now.getTime() + INVOICE_LINK_SECONDS * 1000) / 60_000) * 60_000;
  return `${INVOICE_PDF_PATH}?l=${signInvoiceLink(secret, { invoiceId, copy, userId, expiresAtMs })}`;
};
