import { formatFen } from '@sprout/domain';
import { z } from 'zod';
import type {
  InvoiceOutcome,
  InvoiceProvider,
  InvoiceRequest,
  InvoiceSeller,
  ReversalRequest,
} from './invoice-provider.ts';
import { callNuonuo, type NuonuoCredentials, NuonuoError } from './nuonuo-client.ts';

/**
 * Nuonuo's e-invoice API (数电票) as an InvoiceProvider, built to its published documents
 * (nuonuo.ElectronInvoice.requestBillingNew 请求开具发票接口 2.0, queryInvoiceResult 开票结果查询接口):
 * the issue answers at once with a serial (invoiceSerialNum) and the tax bureau issues asynchronously,
 * so the invoice's job asks queryInvoiceResult until the status is final (2 issued; 22 and 24 failed).
 * A red-letter invoice is the same call with invoiceType 2, negative amounts and the blue number.
 */

export const ISSUE_METHOD = 'nuonuo.ElectronInvoice.requestBillingNew';
export const QUERY_METHOD = 'nuonuo.ElectronInvoice.queryInvoiceResult';

export interface NuonuoSettings extends NuonuoCredentials {
  seller: InvoiceSeller;
  /** 开票员, required by the API. */
  clerk: string;
  /** 税收分类编码 of the clinic's services (医疗服务 3070202000000000000 unless set). */
  goodsCode: string;
  /** 发票种类: pc 数电普票（电子） by default; p the older 增值税电子普通发票. */
  invoiceLine: string;
}

/** yyyy-MM-dd HH:mm:ss on the clinic's clock, as Nuonuo's invoiceDate reads. */
const shanghaiTime = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(d);

/**
 * Medical services of a medical institution are exempt from VAT (营业税改征增值税试点过渡政策 1.(七)):
 * rate 0 with the 数电票 favoured-policy flag 03 免税, so the tax is 0 and the line's amount is all price.
 */
const detailLine = (s: NuonuoSettings, name: string, fen: number, sign: 1 | -1) => {
  const yuan = formatFen(sign * fen);
  return {
    goodsName: name.slice(0, 90),
    goodsCode: s.goodsCode,
    withTaxFlag: '1',
    num: String(sign),
    price: formatFen(fen),
    taxRate: '0',
    tax: '0.00',
    taxExcludedAmount: yuan,
    taxIncludedAmount: yuan,
    invoiceLineProperty: '0',
    favouredPolicyFlag: '03',
  };
};

export const billingContent = (
  s: NuonuoSettings,
  r: InvoiceRequest,
  red: { blueInvoiceNumber: string; redReason: '1' | '2' } | null,
) => ({
  order: {
    buyerName: r.buyer.name,
    ...(r.buyer.taxNumber ? { buyerTaxNum: r.buyer.taxNumber } : {}),
    salerTaxNum: s.seller.taxNumber,
    salerTel: '',
    salerAddress: '',
    orderNo: r.requestNo,
    invoiceDate: shanghaiTime(r.orderedAt),
    clerk: s.clerk,
    // Sprout mails the PDF itself (the clinic's sender, the parent's chosen address).
    pushMode: '-1',
    invoiceType: red ? '2' : '1',
    invoiceLine: s.invoiceLine,
    ...(red ? { invoiceCode: '', invoiceNum: red.blueInvoiceNumber, redReason: red.redReason } : {}),
    invoiceDetail: r.lines.map((l) => detailLine(s, l.name, l.amountFen, red ? -1 : 1)),
  },
});

const issueResult = z.object({ invoiceSerialNum: z.string() });
const queryItem = z.object({
  serialNo: z.string(),
  orderNo: z.string(),
  status: z.string(),
  statusMsg: z.string().optional(),
  failCause: z.string().nullish(),
  pdfUrl: z.string().nullish(),
  invoiceTime: z.number().nullish(),
  invoiceNo: z.string().nullish(),
  allElectronicInvoiceNumber: z.string().nullish(),
});
const queryResult = z.array(queryItem);

/** Nuonuo's status → ours: 2 final issued; 20, 21 under way; 22, 24 failed; 3, 31 voided. */
const outcomeOf = async (s: NuonuoSettings, item: z.infer<typeof queryItem>): Promise<InvoiceOutcome> => {
  if (item.status === '20' || item.status === '21') return { state: 'issuing', serial: item.serialNo };
  if (item.status !== '2')
    return {
      state: 'failed',
      serial: item.serialNo,
      reason: item.failCause || item.statusMsg || `诺诺发票状态 ${item.status}`,
    };
  const invoiceNumber = item.allElectronicInvoiceNumber || item.invoiceNo;
  if (!invoiceNumber || !item.pdfUrl) return { state: 'issuing', serial: item.serialNo };
  const res = await (s.fetch ?? fetch)(item.pdfUrl, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`诺诺发票 PDF 下载失败 HTTP ${res.status}`);
  return {
    state: 'issued',
    serial: item.serialNo,
    invoiceNumber,
    pdf: new Uint8Array(await res.arrayBuffer()),
    issuedAt: new Date(item.invoiceTime ?? Date.now()).toISOString(),
  };
};

/** E9106: the order number was sent before (a retry after a lost answer): ask for it instead. */
const DUPLICATE_ORDER = 'E9106';

export const createNuonuoInvoices = (s: NuonuoSettings): InvoiceProvider => {
  const check = async (requestNo: string, serial: string | null): Promise<InvoiceOutcome> => {
    const content = serial
      ? { serialNos: [serial], isOfferInvoiceDetail: '0' }
      : { orderNos: [requestNo], isOfferInvoiceDetail: '0' };
    const items = queryResult.parse(await callNuonuo(s, QUERY_METHOD, content));
    const item = items.find((i) => i.orderNo === requestNo || i.serialNo === serial);
    return item ? outcomeOf(s, item) : { state: 'issuing', serial };
  };
  const submit = async (
    r: InvoiceRequest,
    red: Parameters<typeof billingContent>[2],
  ): Promise<InvoiceOutcome> => {
    try {
      const result = issueResult.parse(await callNuonuo(s, ISSUE_METHOD, billingContent(s, r, red)));
      return { state: 'issuing', serial: result.invoiceSerialNum };
    } catch (err) {
      if (err instanceof NuonuoError && err.code === DUPLICATE_ORDER) return check(r.requestNo, null);
      // Refused for its content (E4000, E91xx…): trying again will not help, staff must look.
      if (err instanceof NuonuoError) return { state: 'failed', serial: null, reason: err.message };
      throw err;
    }
  };
  return {
    name: 'nuonuo',
    isDevelopment: false,
    issue: (r) => submit(r, null),
    reverse: (r: ReversalRequest) =>
      submit(r, { blueInvoiceNumber: r.blueInvoiceNumber, redReason: r.redReason === 'refund' ? '1' : '2' }),
    check,
  };
};
