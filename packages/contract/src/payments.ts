import { ORDER_STATUSES, REFUND_STATES } from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const P = '/api/pay/v1';

/** Order numbers as the server issues them: SP + 20 digits. */
export const orderNoField = z.string({ error: '请提供订单号' }).regex(/^SP\d{20}$/, '订单号有误');

/** After paying, the cashier sends the browser back to a page of the patient app, never elsewhere. */
export const payReturnUrlField = z
  .string()
  .max(500, '返回地址过长')
  .regex(/^\/appointment\/[^\s\\]*$/, '返回地址只能是本应用的页面')
  .refine((v) => !v.startsWith('//'), '返回地址只能是本应用的页面');

const payQuery = z.strictObject({ orderNo: orderNoField, returnUrl: payReturnUrlField.optional() });

/** Official-account (JSAPI) payment: what WeixinJSBridge's getBrandWCPayRequest takes, plus the sandbox cashier. */
export const publicPayParams = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  sign: z.string(),
  /** A page to open instead (the embedded sandbox's cashier); null with the real provider. */
  cashierUrl: z.string().nullable(),
});
/** Mini-program payment (wx.requestPayment). */
export const smallPayParams = z.object({
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  sign: z.string(),
  cashierUrl: z.string().nullable(),
});
/**
 * Alipay: an order string for the Alipay app, a cashier page for the browser, and inside the Alipay
 * app, once the payer authorised (feeAlipayAuth), the JSAPI trade number AlipayJSBridge's tradePay opens.
 */
export const aliPayParams = z.object({
  orderStr: z.string().nullable(),
  cashierUrl: z.string().nullable(),
  tradeNo: z.string().nullable(),
});

export const orderStatusView = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  amountFen: z.number().int(),
  title: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string(),
  /** What was bought: 'registration' (subjectId is the appointment's weId), or a later kind. */
  kind: z.string(),
  subjectId: z.number().int(),
  /** The channel the last payment was started on (wxpay, wxpublic, smallPay, alipay); null before any. */
  channel: z.string().nullable(),
  /** Fen refunded and settled so far (a refund still under way is not counted yet). */
  refundedFen: z.number().int(),
  /**
   * Money that arrived after the order had closed (paid on a cashier left open, after the hold ran
   * out or the booking was cancelled): it is refunded in full; null when there was none.
   */
  lateRefund: z.object({ amountFen: z.number().int(), status: z.enum(REFUND_STATES) }).nullable(),
});
export type OrderStatusView = z.infer<typeof orderStatusView>;

export const payments = {
  paySignWx: endpoint({
    method: 'GET',
    path: `${P}/pay_sign_wx`,
    tag: 'payments',
    access: 'parent',
    summary: '微信公众号支付参数（沙箱返回收银台地址）',
    query: payQuery,
    response: publicPayParams,
  }),
  payPublicWx: endpoint({
    method: 'GET',
    path: `${P}/pay_public_wx`,
    tag: 'payments',
    access: 'parent',
    summary: '微信公众号支付参数（同 pay_sign_wx）',
    query: payQuery,
    response: publicPayParams,
  }),
  smallPaySignWx: endpoint({
    method: 'GET',
    path: `${P}/small_pay_sign_wx`,
    tag: 'payments',
    access: 'parent',
    summary: '微信小程序支付参数',
    query: payQuery,
    response: smallPayParams,
  }),
  paySignAli: endpoint({
    method: 'GET',
    path: `${P}/pay_sign_ali`,
    tag: 'payments',
    access: 'parent',
    summary: '支付宝支付参数（orderStr 或收银台地址）',
    query: payQuery,
    response: aliPayParams,
  }),
  orderStatus: endpoint({
    method: 'GET',
    path: `${P}/order_status`,
    tag: 'payments',
    access: 'parent',
    summary: '订单支付状态（支付中时向支付渠道查询并入账）',
    query: z.strictObject({ orderNo: orderNoField }),
    response: orderStatusView,
  }),
  cancelPay: endpoint({
    method: 'POST',
    path: `${P}/cancel_pay`,
    tag: 'payments',
    access: 'parent',
    summary: '放弃本次支付（订单在过期前仍可支付）',
    body: z.strictObject({ orderNo: orderNoField }),
    response: orderStatusView,
  }),
} as const;
