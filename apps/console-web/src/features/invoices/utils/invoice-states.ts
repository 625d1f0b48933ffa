import { INVOICE_STATE_TEXT, INVOICE_STATES, type InvoiceState } from '@sprout/domain';

export const INVOICE_STATE_OPTIONS = INVOICE_STATES.map((value) => ({
  value,
  label: INVOICE_STATE_TEXT[value],
}));

export const readInvoiceState = (value: string | null): InvoiceState | undefined =>
  INVOICE_STATES.find((s) => s === value);

/** What staff may retry: a failed issue, or an issued invoice whose red-letter invoice failed. */
export const canRetry = (i: {
  state: InvoiceState;
  reversalReason: string | null;
  failureReason: string | null;
}) =>
  (i.state === 'failed' && i.reversalReason === null) ||
  (i.state === 'issued' && i.reversalReason !== null && i.failureReason !== null);

export const STATE_COLORS: Record<InvoiceState, string> = {
  issuing: 'processing',
  issued: 'success',
  reversed: 'default',
  failed: 'error',
};
