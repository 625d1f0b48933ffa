import {
  INVOICE_RULES,
  INVOICE_STATES,
  INVOICE_TITLE_TYPES,
  type InvoiceTitleType,
  isUnifiedSocialCreditCode,
} from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField, isoTime, requestKeyField } from './fields.ts';
import { orderNoField } from './payments.ts';

const P = '/api/opordering/wechatapp/invoice';
const C = '/api/console/invoices';

const titleTypeField = z.enum(INVOICE_TITLE_TYPES, { error: '请选择抬头类型' });
const buyerNameField = z
  .string({ error: '请填写发票抬头' })
  .trim()
  .min(1, '请填写发票抬头')
  .max(INVOICE_RULES.titleMax, `发票抬头最多${INVOICE_RULES.titleMax}个字`)
  .regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u, '发票抬头含有无法识别的字符');
const taxNumberField = z
  .string({ error: '请填写税号' })
  .trim()
  .toUpperCase()
  .refine(isUnifiedSocialCreditCode, '税号有误，请核对统一社会信用代码（18位）');
const emailField = z.string({ error: '请填写邮箱' }).trim().max(254, '邮箱过长').email('邮箱格式有误');

/** The buyer as the parent fills it in: a company title needs its tax number, a personal one has none. */
const buyerFields = {
  titleType: titleTypeField,
  name: buyerNameField,
  taxNumber: taxNumberField.optional(),
  email: emailField.optional(),
};
const buyerChecked = <T extends { titleType: InvoiceTitleType; taxNumber?: string | undefined }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.titleType === 'company' && !v.taxNumber)
    ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: '企业抬头请填写税号' });
  if (v.titleType === 'personal' && v.taxNumber)
    ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: '个人抬头无需税号' });
};

export const invoiceTitle = z.object({
  id: z.number().int(),
  titleType: titleTypeField,
  name: z.string(),
  taxNumber: z.string().nullable(),
  email: z.string().nullable(),
  updatedAt: isoTime,
});
export type InvoiceTitle = z.infer<typeof invoiceTitle>;

/** A paid order no standing invoice covers yet, with what the parent paid for it in money. */
export const invoiceWaitItem = z.object({
  orderNo: z.string(),
  orderKind: z.string(),
  title: z.string(),
  amountFen: z.number().int(),
  paidAt: isoTime,
});

export const invoiceView = z.object({
  invoiceId: z.number().int(),
  invoiceNo: z.string(),
  titleType: titleTypeField,
  buyerName: z.string(),
  buyerTaxNumber: z.string().nullable(),
  email: z.string().nullable(),
  amountFen: z.number().int(),
  state: z.enum(INVOICE_STATES),
  stateText: z.string(),
  /** The tax bureau's invoice number once issued. */
  providerInvoiceNo: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: isoTime,
  issuedAt: isoTime.nullable(),
  reversedAt: isoTime.nullable(),
  reversalReason: z.string().nullable(),
  orders: z.array(z.object({ orderNo: z.string(), title: z.string(), amountFen: z.number().int() })),
  /** A short-lived link to the PDF (only its owner is given one); null until issued. */
  pdfUrl: z.string().nullable(),
  /** The red-letter invoice's PDF once reversed. */
  redPdfUrl: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceView>;

export const invoiceQueueItem = invoiceView.omit({ pdfUrl: true, redPdfUrl: true }).extend({
  userId: z.number().int(),
  provider: z.string(),
  providerSerial: z.string().nullable(),
  updatedAt: isoTime,
});
export type InvoiceQueueItem = z.infer<typeof invoiceQueueItem>;

const invoiceIdQuery = z.strictObject({ invoiceId: idField });

export const invoices = {
  invoiceWaitList: endpoint({
    method: 'GET',
    path: `${P}/waitList`,
    tag: 'invoices',
    access: 'parent',
    summary: '待开票：已支付、尚无有效发票的订单（金额为实付现金，已退部分不计）',
    response: z.object({ list: z.array(invoiceWaitItem) }),
  }),
  invoiceTitleList: endpoint({
    method: 'GET',
    path: `${P}/titleList`,
    tag: 'invoices',
    access: 'parent',
    summary: '常用发票抬头',
    response: z.object({ list: z.array(invoiceTitle) }),
  }),
  invoiceTitleSave: endpoint({
    method: 'POST',
    path: `${P}/titleSave`,
    tag: 'invoices',
    access: 'parent',
    summary: `新增（无 id）或修改发票抬头；企业抬头校验统一社会信用代码；每人最多${INVOICE_RULES.maxSavedTitles}个`,
    body: z.strictObject({ ...buyerFields, id: idField.optional() }).superRefine(buyerChecked),
    response: invoiceTitle,
  }),
  invoiceTitleDel: endpoint({
    method: 'GET',
    path: `${P}/titleDel`,
    tag: 'invoices',
    access: 'parent',
    summary: '删除发票抬头（已开发票不受影响）',
    query: z.strictObject({ id: idField }),
    response: z.object({ deletedId: z.number().int() }),
  }),
  invoiceIssue: endpoint({
    method: 'POST',
    path: `${P}/issue`,
    tag: 'invoices',
    access: 'parent',
    summary: '开具电子发票：一张发票可合并多个待开票订单；一个订单只开一次；requestKey 防重复（R16）',
    body: z
      .strictObject({
        orderNumberList: z
          .array(orderNoField)
          .min(1, '请选择要开票的订单')
          .max(INVOICE_RULES.maxOrdersPerInvoice, `一次最多${INVOICE_RULES.maxOrdersPerInvoice}个订单`)
          .refine((l) => new Set(l).size === l.length, '订单重复'),
        ...buyerFields,
        email: emailField.optional(),
        saveTitle: z.boolean().optional(),
        requestKey: requestKeyField,
      })
      .superRefine(buyerChecked),
    response: invoiceView,
  }),
  invoiceWish: endpoint({
    method: 'POST',
    path: `${P}/wish`,
    tag: 'invoices',
    access: 'parent',
    summary: '支付时申请开票：订单支付后 60 秒内自动开具（已支付则立即开具）',
    body: z.strictObject({ orderNo: orderNoField, ...buyerFields }).superRefine(buyerChecked),
    response: z.object({ orderNo: z.string(), invoiceId: z.number().int().nullable() }),
  }),
  invoiceList: endpoint({
    method: 'GET',
    path: `${P}/list`,
    tag: 'invoices',
    access: 'parent',
    summary: '我的发票（开具中、已开具、已红冲、开具失败），最新在前',
    query: pageQuery.strict(),
    response: pageOf(invoiceView),
  }),
  invoiceDetail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    tag: 'invoices',
    access: 'parent',
    summary: '发票详情，含 PDF 的短时链接',
    query: invoiceIdQuery,
    response: invoiceView,
  }),
  invoiceRefund: endpoint({
    method: 'POST',
    path: `${P}/refund`,
    tag: 'invoices',
    access: 'parent',
    summary: '红冲（开具红字发票）：原发票作废，订单回到待开票；requestKey 防重复',
    body: z.strictObject({
      invoiceId: idField,
      reason: z.string().trim().min(1, '请填写红冲原因').max(100, '原因最多100个字'),
      requestKey: requestKeyField,
    }),
    response: invoiceView,
  }),
  invoiceEmail: endpoint({
    method: 'POST',
    path: `${P}/email`,
    tag: 'invoices',
    access: 'parent',
    summary: '把已开具发票的 PDF 发送到邮箱',
    body: z.strictObject({
      invoiceInfoIds: z.array(idField).min(1, '请选择发票').max(20, '一次最多20张'),
      email: emailField,
    }),
    response: z.object({ sentTo: z.string(), count: z.number().int() }),
  }),
} as const;

export const invoicesConsole = {
  queue: endpoint({
    method: 'GET',
    path: `${C}/queue`,
    tag: 'console',
    access: 'manager',
    summary: '发票队列：开具中、失败（可重试）、已开具、已红冲',
    query: pageQuery.extend({ state: z.enum(INVOICE_STATES).optional() }).strict(),
    response: pageOf(invoiceQueueItem),
  }),
  retry: endpoint({
    method: 'POST',
    path: `${C}/retry`,
    tag: 'console',
    access: 'manager',
    summary: '重新开具失败的发票（记入审计）',
    body: z.strictObject({ invoiceId: idField }),
    response: invoiceQueueItem,
  }),
} as const;

/**
 * The invoice PDF (a byte route beside the contract, as pictures'): GET with `l`, a short-lived link
 * signed for one invoice, blue or red, and the parent it was issued to (the link is the permission,
 * as an <a> opening a PDF sends no session). A forged, altered or expired link answers the 4004 envelope.
 */
export const INVOICE_PDF_PATH = `${P}/pdf`;
export const invoicePdfQuery = z.strictObject({ l: z.string().max(200) });
