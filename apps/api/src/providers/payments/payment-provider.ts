import type { OrderRow } from '../../db/schema.ts';

/** The pay endpoints of the spec, one per way the app can pay. */
export const PAY_CHANNELS = ['wxpay', 'wxpublic', 'smallPay', 'alipay'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** Who pays: WeChat JSAPI needs the payer's openid for the app id that pays. */
export interface PayerInfo {
  openid: string | null;
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
});
