import { describe, expect, it } from 'vitest';
import { embeddedInvoiceNumber } from './embedded-invoices.ts';

describe('embedded invoice numbers', () => {
  it('are 20 digits, the same for the same request, and never a blue and its red one alike', () => {
    const at = new Date('2026-11-26T01:00:00Z');
    const blue = embeddedInvoiceNumber('FP202611260930001234', at);
    expect(blue).toMatch(/^\d{20}$/);
    expect(embeddedInvoiceNumber('FP202611260930001234', at)).toBe(blue);
    const red = embeddedInvoiceNumber('FH202611260930001234', at);
    expect(red).toMatch(/^\d{20}$/);
    expect(red).not.toBe(blue);
  });
});
