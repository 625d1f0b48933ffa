import { createPrivateKey, createPublicKey, type KeyObject, randomBytes } from 'node:crypto';
import type { OrderRow } from '../../db/schema.ts';
import { conflict } from '../../http/app-error.ts';
import {
  type CancelOutcome,
  type ClientPayParams,
  emptyPayParams,
  type PaymentProvider,
  type PaymentQuery,
  type PaymentStart,
  type RefundSubmitted,
  type RefundToSubmit,
} from './payment-provider.ts';
import {
  authorizationHeader,
  jsapiPaySignMessage,
  notifySignMessage,
  rsaSign,
  rsaVerify,
  verifyWechatNotify,
} from './wechatpay-v3-crypto.ts';

export interface WechatPayV3Config {
  mchid: string;
  /** The official account's app id (JSAPI). */
  appId: string;
  /** The mini-program's app id (small_pay_sign_wx). */
  miniAppId: string;
  /** Merchant API certificate serial number. */
  serialNo: string;
  privateKey: string | KeyObject;
  apiV3Key: string;
  /** WeChat Pay's platform public key (or the key of its platform certificate) and its serial / id. */
  platformPublicKey: string | KeyObject;
  platformSerial: string;
  notifyUrl: string;
  baseUrl?: string;
  /** Injected in tests: no network. */
  fetch?: typeof fetch;
  now?: () => Date;
  nonce?: () => string;
}

/** RFC 3339 in Beijing time, as WeChat Pay writes time_expire: 2018-06-08T10:34:56+08:00. */
export const beijingTime = (iso: string): string =>
  `${new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

/** WeChat Pay API v3 (direct merchant): JSAPI prepay, query, refund, signed callbacks. */
export const createWechatPayV3 = (c: WechatPayV3Config): PaymentProvider => {
  const base = c.baseUrl ?? 'https://api.mch.weixin.qq.com';
  const doFetch = c.fetch ?? fetch;
  const now = c.now ?? (() => new Date());
  const nonce = c.nonce ?? (() => randomBytes(16).toString('hex').toUpperCase());
  const privateKey = typeof c.privateKey === 'string' ? createPrivateKey(c.privateKey) : c.privateKey;
  const platformKey =
    typeof c.platformPublicKey === 'string' ? createPublicKey(c.platformPublicKey) : c.platformPublicKey;
  const platformKeys = new Map([[c.platformSerial, platformKey]]);
  const merchant = { mchid: c.mchid, serialNo: c.serialNo, privateKey };

  /** A signed call; the answer's own signature is checked too (an unsigned 2xx counts as forged). */
  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<{ status: number; data: T }> => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const res = await doFetch(`${base}${url}`, {
      method,
      headers: {
        Authorization: authorizationHeader(merchant, { method, url, body, timestamp, nonce: nonce() }),
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'User-Agent': 'sprout-api',
      },
      ...(body ? { body } : {}),
    });
    const text = await res.text();
    const h = (n: string) => res.headers.get(n) ?? '';
    if (res.status < 300) {
      const key = platformKeys.get(h('Wechatpay-Serial'));
      const message = notifySignMessage(h('Wechatpay-Timestamp'), h('Wechatpay-Nonce'), text);
      if (!key || !rsaVerify(message, h('Wechatpay-Signature'), key))
        throw new Error(`WeChat Pay answer to ${url} has no valid signature`);
    }
    return { status: res.status, data: (text ? JSON.parse(text) : {}) as T };
  };

  const createPayment = async (order: OrderRow, start: PaymentStart): Promise<ClientPayParams> => {
    if (start.channel === 'alipay') throw conflict('暂不支持该支付方式');
    if (!start.payer.openid) throw conflict('请在微信中打开后支付');
    const appId = start.channel === 'smallPay' ? c.miniAppId : c.appId;
    const { status, data } = await call<{ prepay_id?: string; message?: string }>(
      'POST',
      '/v3/pay/transactions/jsapi',
      {
        appid: appId,
        mchid: c.mchid,
        description: order.title.slice(0, 40),
        out_trade_no: order.order_no,
        time_expire: beijingTime(order.expires_at),
        notify_url: c.notifyUrl,
        amount: { total: order.amount_fen, currency: 'CNY' },
        payer: { openid: start.payer.openid },
      },
    );
    if (status >= 300 || !data.prepay_id)
      throw new Error(`JSAPI prepay failed (${status}): ${data.message ?? ''}`);
    const timeStamp = String(Math.floor(now().getTime() / 1000));
    const nonceStr = nonce();
    const pkg = `prepay_id=${data.prepay_id}`;
    return {
      ...emptyPayParams(),
      appId,
      timeStamp,
      nonceStr,
      package: pkg,
      signType: 'RSA',
      sign: rsaSign(jsapiPaySignMessage(appId, timeStamp, nonceStr, pkg), privateKey),
    };
  };

  const queryPayment = async (orderNo: string): Promise<PaymentQuery> => {
    const { status, data } = await call<{
      trade_state?: string;
      transaction_id?: string;
      amount?: { total?: number };
    }>(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(c.mchid)}`,
    );
    if (status === 404) return { paid: false, amountFen: 0, txnId: null }; // ORDER_NOT_EXIST: never paid
    if (status >= 300) throw new Error(`query ${orderNo} failed (${status})`);
    const paid = data.trade_state === 'SUCCESS';
    return { paid, amountFen: data.amount?.total ?? 0, txnId: paid ? (data.transaction_id ?? null) : null };
  };

  const submitRefund = async (refund: RefundToSubmit, order: OrderRow): Promise<RefundSubmitted> => {
    const { status, data } = await call<{ refund_id?: string; status?: string; message?: string }>(
      'POST',
      '/v3/refund/domestic/refunds',
      {
        out_trade_no: order.order_no,
        out_refund_no: refund.refundNo,
        reason: refund.reason.slice(0, 80),
        notify_url: c.notifyUrl,
        amount: { refund: refund.amountFen, total: order.amount_fen, currency: 'CNY' },
      },
    );
    if (status >= 300) throw new Error(`refund ${refund.refundNo} failed (${status}): ${data.message ?? ''}`);
    // SUCCESS / PROCESSING are followed by REFUND.* notifies; CLOSED / ABNORMAL too, per the refund guide.
    return { providerRefundId: data.refund_id ?? null, settled: 'pending' };
  };

  /**
   * 关闭订单 (POST …/out-trade-no/{no}/close, 204): a paid order cannot be closed, so it is asked
   * first; closing one already closed answers ORDER_CLOSED, which is the outcome wanted.
   */
  const cancelPayment = async (orderNo: string): Promise<CancelOutcome> => {
    if ((await queryPayment(orderNo)).paid) return 'paid';
    const { status, data } = await call<{ code?: string; message?: string }>(
      'POST',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`,
      { mchid: c.mchid },
    );
    if (status === 204 || data.code === 'ORDER_CLOSED') return 'closed';
    if (data.code === 'ORDER_PAID') return 'paid';
    throw new Error(`close ${orderNo} failed (${status}): ${data.code ?? ''} ${data.message ?? ''}`);
  };

  return {
    name: 'wechatpay',
    notifyPath: 'wechat',
    isDevelopment: false,
    createPayment,
    queryPayment,
    submitRefund,
    cancelPayment,
    alipayPayer: null,
    verifyAndParseNotify: (headers, rawBody) =>
      verifyWechatNotify(headers, rawBody, { platformKeys, apiV3Key: c.apiV3Key }, now()),
  };
};
