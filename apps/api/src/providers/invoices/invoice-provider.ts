/**
 * Where electronic invoices (数电票) are issued: the embedded default draws them itself; Nuonuo's open
 * platform issues real ones at the tax bureau. Issuing may be asynchronous: `issue` answers 'issuing'
 * with the provider's serial, and `check` is asked again later until the invoice is issued or failed.
 */

export interface InvoiceBuyer {
  titleType: 'personal' | 'company';
  name: string;
  taxNumber: string | null;
  email: string | null;
}

/** One line of the invoice: what one order paid for, in fen. */
export interface InvoiceLine {
  name: string;
  amountFen: number;
}

export interface InvoiceRequest {
  /** Sprout's number for the request (FP…, red FH…): the provider's order number, unique. */
  requestNo: string;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  amountFen: number;
  orderedAt: Date;
}

/** A red-letter (红字) invoice reversing an issued one in full. */
export interface ReversalRequest extends InvoiceRequest {
  blueInvoiceNumber: string;
  reason: string;
  /** refund: the service was refunded (销货退回); mistake: the parent asked (开票有误). */
  redReason: 'refund' | 'mistake';
}

export type InvoiceOutcome =
  | { state: 'issuing'; serial: string | null }
  | { state: 'issued'; serial: string; invoiceNumber: string; pdf: Uint8Array; issuedAt: string }
  | { state: 'failed'; serial: string | null; reason: string };

export interface InvoiceProvider {
  readonly name: 'embedded' | 'nuonuo';
  readonly isDevelopment: boolean;
  issue(request: InvoiceRequest): Promise<InvoiceOutcome>;
  reverse(request: ReversalRequest): Promise<InvoiceOutcome>;
  /** Asks about a request under way, by its serial when known, else by its request number. */
  check(requestNo: string, serial: string | null): Promise<InvoiceOutcome>;
}

/** The seller printed on every invoice (INVOICE_SELLER_*). */
export interface InvoiceSeller {
  name: string;
  taxNumber: string;
}
