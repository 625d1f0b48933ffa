import { AlipaySdk } from 'alipay-sdk';
import type { OrderRow } from '../../db/schema.ts';
import { Code } from '@sprout/contract';
import { AppError, conflict } from '../../http/app-error.ts';
import {
  type AlipayPayerAuth,
  type CancelOutcome,
  type ClientPayParams,
  emptyPayParams,
  type NotifyResult,
  type PaymentProvider,
  type PaymentQuery,
  type PaymentStart,
  type RefundSubmitted,
  type RefundToSubmit,
} from './payment-provider.ts';

export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway?: string;
  notifyUrl: string;
  /** Alipay's wap cashier returns the browser to PUBLIC_BASE_URL + the patient route. */
  publicBaseUrl: string;
  /** Injected in tests: the SDK's exec without the network. */
  exec?: AlipaySdk['exec'];
  now?: () => Date;
}

/** Fen to Alipay's yuan string with two decimals, and back (no floating point on the way back). */
export const fenToYuan = (fen: number): string =>
  `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
export const yuanToFen = (yuan: string): number | null => {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(yuan);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')) : null;
};

/** notify_time is Beijing time without an offset: `2015-04-27 15:45:57`. */
const beijingToDate = (s: string): Date | null => {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(s);
  return m ? new Date(`${m[1]}T${m[2]}+08:00`) : null;
};
const MAX_NOTIFY_AGE_MS = 5 * 60_000;

/** Alipay's web authorisation pages, production and the open platform's sandbox. */
const OPENAUTH = 'https://openauth.alipay.com/oauth2/publicAppAuthorize.htm';
const OPENAUTH_SANDBOX = 'https://openauth-sandbox.dl.alipaydev.com/oauth2/publicAppAuthorize.htm';

/** The sandbox gateway (alipaydev.com) pairs with the sandbox's authorisation page. */
export const openAuthPage = (gateway: string | undefined): string =>
  gateway?.includes('alipaydev.com') ? OPENAUTH_SANDBOX : OPENAUTH;

/**
 * Alipay through alipay-sdk (OpenAPI, RSA2): app pay order string and wap cashier URL, and inside the
 * Alipay app a JSAPI_PAY trade (alipay.trade.create) for an authorised payer; trade query, cancel,
 * refund (answered synchronously, so no refund notify is awaited), the payer's authorisation
 * (alipay.system.oauth.token) and the async notify's signature.
 */
export const createAlipayProvider = (c: AlipayConfig): PaymentProvider => {
  const sdk = new AlipaySdk({
    appId: c.appId,
    privateKey: c.privateKey,
    alipayPublicKey: c.alipayPublicKey,
    keyType: c.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    signType: 'RSA2',
    ...(c.gateway ? { gateway: c.gateway } : {}),
  });
  const exec = c.exec ?? sdk.exec.bind(sdk);
  const now = c.now ?? (() => new Date());

  const createPayment = async (order: OrderRow, start: PaymentStart): Promise<ClientPayParams> => {
    if (start.channel !== 'alipay') throw conflict('暂不支持该支付方式');
    const bizContent = {
      out_trade_no: order.order_no,
      total_amount: fenToYuan(order.amount_fen),
      subject: order.title.slice(0, 128),
      time_expire: new Date(new Date(order.expires_at).getTime() + 8 * 3_600_000)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' '),
    };
    const orderStr = sdk.sdkExecute('alipay.trade.app.pay', { bizContent, notify_url: c.notifyUrl });
    const cashierUrl = sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      bizContent: {
        ...bizContent,
        product_code: 'QUICK_WAP_WAY',
        quit_url: `${c.publicBaseUrl}${start.returnUrl}`,
      },
      notify_url: c.notifyUrl,
      return_url: `${c.publicBaseUrl}${start.returnUrl}`,
    });
    const tradeNo = start.payer.alipayUserId
      ? await createJsapiTrade(bizContent, start.payer.alipayUserId, order.order_no)
      : null;
    return { ...emptyPayParams(), orderStr, cashierUrl, tradeNo };
  };

  /** alipay.trade.create with JSAPI_PAY: the trade AlipayJSBridge's tradePay opens for this payer. */
  const createJsapiTrade = async (bizContent: Record<string, string>, buyerId: string, orderNo: string) => {
    const r = await exec('alipay.trade.create', {
      bizContent: { ...bizContent, product_code: 'JSAPI_PAY', buyer_id: buyerId },
      notify_url: c.notifyUrl,
    });
    if (r.code !== '10000' || !r.tradeNo)
      throw new Error(`alipay.trade.create ${orderNo}: ${r.code} ${r.subCode ?? ''}`);
    return String(r.tradeNo);
  };

  /**
   * alipay.trade.cancel: an unpaid trade is closed (action close); a trade paid a moment ago is
   * refunded in full by Alipay itself (action refund). A trade Alipay never saw (the cashier was not
   * opened) has nothing to close; its wap link carries time_expire, and money arriving late anyway is
   * refunded by the late-payment path. retry_flag Y (system busy) is thrown: the caller asks again.
   */
  const cancelPayment = async (orderNo: string): Promise<CancelOutcome> => {
    const r = await exec('alipay.trade.cancel', { bizContent: { out_trade_no: orderNo } });
    if (r.code === '10000') return r.action === 'refund' ? 'refunded' : 'closed';
    if (r.code === '40004' && r.subCode === 'ACQ.TRADE_NOT_EXIST') return 'closed';
    // Past the cancel window (a day) a paid trade stays paid: settle it rather than pretend it closed.
    if (r.code === '40004' && r.subCode === 'ACQ.REASON_TRADE_BEEN_FREEZEN') return 'paid';
    throw new Error(
      `alipay.trade.cancel ${orderNo}: ${r.code} ${r.subCode ?? ''} retry ${r.retryFlag ?? ''}`,
    );
  };

  const alipayPayer: AlipayPayerAuth = {
    appId: c.appId,
    authorizeUrl: (redirectUri, state) =>
      `${openAuthPage(c.gateway)}?${new URLSearchParams({
        app_id: c.appId,
        scope: 'auth_base',
        redirect_uri: redirectUri,
        state,
      }).toString()}`,
    exchangeAuthCode: async (authCode) => {
      const r = await exec('alipay.system.oauth.token', { grant_type: 'authorization_code', code: authCode });
      const payer = r.userId ?? r.openId;
      if (payer) return String(payer);
      // 40002 isv.code-invalid: the code was used, expired or is not this app's; authorise again.
      if (r.code === '40002')
        throw new AppError(Code.INVALID_INPUT, '支付宝授权已失效，请重新授权', {
          authCode: '授权码无效或已使用',
        });
      throw new Error(`alipay.system.oauth.token: ${r.code} ${r.subCode ?? ''}`);
    },
  };

  const queryPayment = async (orderNo: string): Promise<PaymentQuery> => {
    const r = await exec('alipay.trade.query', { bizContent: { out_trade_no: orderNo } });
    if (r.code === '40004' && r.subCode === 'ACQ.TRADE_NOT_EXIST')
      return { paid: false, amountFen: 0, txnId: null };
    if (r.code !== '10000') throw new Error(`alipay.trade.query ${orderNo}: ${r.code} ${r.subCode ?? ''}`);
    const paid = r.tradeStatus === 'TRADE_SUCCESS' || r.tradeStatus === 'TRADE_FINISHED';
    return { paid, amountFen: yuanToFen(String(r.totalAmount)) ?? 0, txnId: paid ? String(r.tradeNo) : null };
  };

  const submitRefund = async (refund: RefundToSubmit, order: OrderRow): Promise<RefundSubmitted> => {
    const r = await exec('alipay.trade.refund', {
      bizContent: {
        out_trade_no: order.order_no,
        refund_amount: fenToYuan(refund.amountFen),
        out_request_no: refund.refundNo, // makes a resubmission the same refund
        refund_reason: refund.reason.slice(0, 256),
      },
    });
    if (r.code === '10000') return { providerRefundId: String(r.tradeNo ?? ''), settled: 'succeeded' };
    // A closed trade takes no refund. We only refund money that came, so a trade closed after paying
    // was given back whole already: alipay.trade.cancel refunded it (a cancel that met a payment).
    if (r.code === '40004' && r.subCode === 'ACQ.TRADE_HAS_CLOSE') {
      const q = await exec('alipay.trade.query', { bizContent: { out_trade_no: order.order_no } });
      if (q.code === '10000' && q.tradeStatus === 'TRADE_CLOSED')
        return { providerRefundId: q.tradeNo ? String(q.tradeNo) : null, settled: 'succeeded' };
    }
    // A business refusal (40004) is final; anything else (system busy) is retried by the job.
    if (r.code === '40004') return { providerRefundId: null, settled: 'failed' };
    throw new Error(`alipay.trade.refund ${refund.refundNo}: ${r.code} ${r.subCode ?? ''}`);
  };

  const verifyAndParseNotify = (_headers: unknown, rawBody: string): NotifyResult => {
    const post = Object.fromEntries(new URLSearchParams(rawBody));
    if (post.app_id !== c.appId) return { ok: false, reason: 'wrong app_id' };
    if (!sdk.checkNotifySign(post)) return { ok: false, reason: 'bad signature' };
    const sent = beijingToDate(post.notify_time ?? '');
    if (!sent || Math.abs(now().getTime() - sent.getTime()) > MAX_NOTIFY_AGE_MS)
      return { ok: false, reason: 'stale notify' };
    const eventId = `${post.trade_no}:${post.trade_status}:${post.out_biz_no ?? ''}`;
    // Refund notifies (out_biz_no set) are informational: refunds were settled by the synchronous answer.
    if (post.out_biz_no || !['TRADE_SUCCESS', 'TRADE_FINISHED'].includes(post.trade_status ?? ''))
      return { ok: true, event: { kind: 'ignored', eventId } };
    const amountFen = yuanToFen(post.total_amount ?? '');
    if (!post.out_trade_no || !post.trade_no || amountFen === null)
      return { ok: false, reason: 'bad notify' };
    return {
      ok: true,
      event: {
        kind: 'paid',
        eventId: `${post.trade_no}:paid`,
        orderNo: post.out_trade_no,
        amountFen,
        txnId: post.trade_no,
      },
    };
  };

  return {
    name: 'alipay',
    notifyPath: 'alipay',
    isDevelopment: false,
    createPayment,
    queryPayment,
    submitRefund,
    cancelPayment,
    alipayPayer,
    verifyAndParseNotify,
  };
};
