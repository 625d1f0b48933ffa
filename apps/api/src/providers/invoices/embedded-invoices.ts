import { renderPdf } from '../../pdf/render-pdf.ts';
import type {
  InvoiceOutcome,
  InvoiceProvider,
  InvoiceRequest,
  InvoiceSeller,
  ReversalRequest,
} from './invoice-provider.ts';
import { invoiceSheet, type SheetFacts } from './invoice-sheet.ts';

/** Printed on every embedded invoice: it is drawn by Sprout, not issued by the tax bureau. */
export const EMBEDDED_NOTICE = '本发票由小芽内置开票服务生成，仅供开发与测试，不作报销凭证';

/**
 * The 20-digit number an embedded invoice carries (数电票 numbers are 20 digits): the two-digit year,
 * 0 for a blue invoice or 1 for a red one (whose request number has the blue one's digits), and the
 * request number's last 17 digits, so drawing the same request again gives the same invoice.
 */
export const embeddedInvoiceNumber = (requestNo: string, at: Date): string => {
  const digits = requestNo.replace(/\D/g, '').slice(-17).padStart(17, '0');
  return `${String(at.getUTCFullYear()).slice(2)}${requestNo.startsWith('FH') ? '1' : '0'}${digits}`;
};

/**
 * The default invoice provider: issues at once and draws the PDF itself (src/pdf, in Chinese). For
 * development and tests, and a clinic not yet connected to an e-invoice platform; loadConfig refuses
 * it in production.
 */
export const createEmbeddedInvoices = (seller: InvoiceSeller): InvoiceProvider => {
  const draw = async (request: InvoiceRequest, red: SheetFacts['red']): Promise<InvoiceOutcome> => {
    const issuedAt = new Date();
    const invoiceNumber = embeddedInvoiceNumber(request.requestNo, issuedAt);
    const { bytes, missingCharacters } = await renderPdf(
      invoiceSheet({ request, seller, invoiceNumber, issuedAt, red, notice: EMBEDDED_NOTICE }),
    );
    // A name printed with blanks is a wrong invoice: refuse it rather than send it.
    if (missingCharacters.length > 0)
      return {
        state: 'failed',
        serial: null,
        reason: `发票抬头或项目含有无法打印的字：${missingCharacters.join('')}`,
      };
    return {
      state: 'issued',
      serial: `EMB${request.requestNo}`,
      invoiceNumber,
      pdf: bytes,
      issuedAt: issuedAt.toISOString(),
    };
  };
  return {
    name: 'embedded',
    isDevelopment: true,
    issue: (request) => draw(request, null),
    reverse: (request: ReversalRequest) =>
      draw(request, { blueInvoiceNumber: request.blueInvoiceNumber, reason: request.reason }),
    // Nothing is ever left under way here: a request not answered at once is drawn again by its job.
    check: async () => ({ state: 'issuing', serial: null }),
  };
};
