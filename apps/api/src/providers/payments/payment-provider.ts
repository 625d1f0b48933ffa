import type { OrderRow } from '../../db/schema.ts';

/** The pay endpoints of the spec, one per way the app can pay. */
export const PAY_CHANNELS = ['wxpay', 'wxpublic', 'smallPay', 'alipay'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/**
 * Who pays: WeChat JSAPI needs the payer's openid for the app id that pays; Alipay's in-app payment
 * (JSAPI_PAY) the payer's Alipay user id, known once the parent authorised it (feeAlipayAuth).
 */
export interface PayerInfo {
  openid: string | null;
  alipayUserId: string | null;
}

export interface PaymentStart {
  channel: PayChannel;
  payer: PayerInfo;
  /** Where the cashier sends the browser back (a patient route under /appointment/). */
  returnUrl: string;
}

/** What the client needs to open the channel's cashier; unused fields are null for the channel. */
export interface ClientPayParams {
  appId: string | null;
  timeStamp: string | null;
  nonceStr: string | null;
  package: string | null;
  signType: string | null;
  sign: string | null;
  /** Alipay app pay: the signed order string handed to the Alipay app. */
  orderStr: string | null;
  /** A page the browser opens to pay (the sandbox cashier, Alipay's wap cashier). */
  cashierUrl: string | null;
  /** Alipay JSAPI_PAY: the trade number AlipayJSBridge's tradePay opens inside the Alipay app. */
  tradeNo: string | null;
}

/**
 * What became of a trade the payer gave up (Alipay's alipay.trade.cancel answers close or refund):
 * - closed: nothing was paid and nothing can be any more;
 * - refunded: it had just been paid, and the provider gave the money straight back;
 * - paid: it was paid and the provider keeps it (settle it: the payer owes nothing).
 */
export type CancelOutcome = 'closed' | 'refunded' | 'paid';

/**
 * Alipay's web authorisation (scope auth_base, silent inside the Alipay app): the page the browser is
 * sent to, which comes back to `redirectUri` with ?auth_code&state, and the code's one-time exchange
 * (alipay.system.oauth.token) for the payer's Alipay user id.
 */
export interface AlipayPayerAuth {
  /** The Alipay app the user id belongs to (user ids differ per app under Alipay's open id rules). */
  readonly appId: string;
  authorizeUrl(redirectUri: string, state: string): string;
  exchangeAuthCode(authCode: string): Promise<string>;
}

export interface PaymentQuery {
  paid: boolean;
  amountFen: number;
  txnId: string | null;
}

export interface RefundToSubmit {
  refundNo: string;
  amountFen: number;
  reason: string;
}

export interface RefundSubmitted {
  providerRefundId: string | null;
  /** Some providers (Alipay) answer a refund synchronously: then no notify follows. */
  settled: 'pending' | 'succeeded' | 'failed';
}

/** A provider callback after its signature, freshness and encryption were checked. */
export type NotifyEvent =
  | { kind: 'paid'; eventId: string; orderNo: string; amountFen: number; txnId: string }
  | {
      kind: 'refunded' | 'refund_failed';
      eventId: string;
      refundNo: string;
      amountFen: number;
      txnId: string | null;
    }
  /** Genuine, but nothing to act on (e.g. a trade that is not yet paid). */
  | { kind: 'ignored'; eventId: string };

export type NotifyResult = { ok: true; event: NotifyEvent } | { ok: false; reason: string };

export interface PaymentProvider {
  /** `sandbox`, `wechatpay` or `alipay`: the provider column of payment_events. */
  readonly name: string;
  /** Which notify path this provider calls back on (`/api/pay/v1/notify/<notifyPath>`). */
  readonly notifyPath: 'wechat' | 'alipay';
  readonly isDevelopment: boolean;
  createPayment(order: OrderRow, start: PaymentStart): Promise<ClientPayParams>;
  queryPayment(orderNo: string): Promise<PaymentQuery>;
  submitRefund(refund: RefundToSubmit, order: OrderRow): Promise<RefundSubmitted>;
  /** Cancels the order's trade at the provider so it can no longer be paid (see CancelOutcome). */
  cancelPayment(orderNo: string): Promise<CancelOutcome>;
  /** Null when this provider takes no Alipay (WeChat Pay). */
  readonly alipayPayer: AlipayPayerAuth | null;
  verifyAndParseNotify(headers: Record<string, string | string[] | undefined>, rawBody: string): NotifyResult;
}

/** The client-parameter shape with every field null, for adapters to fill in. */
export const emptyPayParams = (): ClientPayParams => ({
  appId: null,
  timeStamp: null,
  nonceStr: null,
  package: null,
  signType: null,
  sign: null,
  orderStr: null,
  cashierUrl: null,
  tradeNo: null,
});
