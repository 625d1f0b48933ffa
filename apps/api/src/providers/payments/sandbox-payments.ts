import { generateKeyPairSync, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { nowIso } from '../../db/dialect.ts';
import type { OrderRow } from '../../db/schema.ts';
import { enqueueJob } from '../../modules/jobs/jobs.service.ts';
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
import {
  encryptResource,
  jsapiPaySignMessage,
  notifySignMessage,
  rsaSign,
  verifyWechatNotify,
} from './wechatpay-v3-crypto.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { Code } from '@sprout/contract';
import { AppError } from '../../http/app-error.ts';

export const SANDBOX_NOTIFY_JOB = 'sandbox-notify';
/** The sandbox's Alipay authorisation page (dev routes); it answers like Alipay's with ?auth_code&state. */
export const SANDBOX_ALIPAY_AUTHORIZE_PATH = '/dev/pay/alipay/authorize';
/** The app id the sandbox's Alipay authorisation names (a real one is 16 digits). */
export const SANDBOX_ALIPAY_APP_ID = 'sandbox';
/** Alipay's auth_code is single use and short lived; the sandbox's lives 5 minutes. */
const ALIPAY_AUTH_CODE_TTL_MS = 5 * 60_000;
/** Like WeChat, the sandbox calls back a moment after the payer confirms, not during the click. */
const NOTIFY_DELAY_MS = 1000;

export interface SandboxNotifyPayload {
  type: 'pay' | 'refund';
  tradeNo: string;
}

export interface SignedNotify {
  headers: Record<string, string>;
  body: string;
}

export interface SandboxPayments extends PaymentProvider {
  /** The payer confirmed on the cashier page: record the transaction, schedule its notify. */
  pay(orderNo: string, now?: Date): Promise<'paid' | 'already_paid' | 'expired' | 'closed' | 'unknown'>;
  /** The sandbox's authorisation page: a one-time code naming the simulated Alipay user. */
  issueAlipayAuthCode(alipayUserId: string, now?: Date): Promise<string>;
  /** Builds the WeChat-v3-style callback for a trade as it stands now, or null if there is none to send. */
  signedNotify(payload: SandboxNotifyPayload, now?: Date): Promise<SignedNotify | null>;
  /** Makes a pending refund fail (the sandbox's stand-in for REFUND.ABNORMAL, e.g. a closed card). */
  failRefund(refundNo: string): Promise<void>;
  findPayTrade(orderNo: string): Promise<SandboxTrade | undefined>;
  /** Signs any callback as the sandbox would (tests use it to send wrong amounts or unknown orders). */
  signEnvelope(eventType: string, resource: Record<string, unknown>, now?: Date): SignedNotify;
}

export interface SandboxTrade {
  trade_no: string;
  order_no: string;
  title: string;
  amount_fen: number;
  state: string;
  transaction_id: string | null;
  expires_at: string | null;
}

/** A simulated Alipay user id: 16 digits starting 2088, as Alipay's are. */
export const sandboxAlipayUserId = (seed: string): string => {
  let n = 0n;
  for (const ch of seed) n = (n * 131n + BigInt(ch.codePointAt(0) ?? 0)) % 10n ** 12n;
  return `2088${String(n).padStart(12, '0')}`;
};

/**
 * The embedded payment provider: a cashier page the server serves, WeChat Pay v3 callbacks (its own
 * platform RSA key pair and APIv3 key, made at start-up and kept in memory: its notifies are signed
 * and delivered by the process that runs the `sandbox-notify` job), a query call and refunds with
 * their own notify. Its ledger is the sandbox_trades table, so a restart loses nothing.
 */
export const createSandboxPayments = (db: Db, appId: string): SandboxPayments => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serial = randomBytes(20).toString('hex').toUpperCase();
  const apiV3Key = randomBytes(16).toString('hex'); // 32 characters, as WeChat's APIv3 key
  const platformKeys = new Map<string, KeyObject>([[serial, publicKey]]);

  const trade = (kind: 'pay' | 'refund', tradeNo: string) =>
    db.kysely
      .selectFrom('sandbox_trades')
      .selectAll()
      .where('kind', '=', kind)
      .where('trade_no', '=', tradeNo)
      .executeTakeFirst();

  const createPayment = async (order: OrderRow, start: PaymentStart): Promise<ClientPayParams> => {
    const now = nowIso();
    await db.kysely
      .insertInto('sandbox_trades')
      .values({
        kind: 'pay',
        trade_no: order.order_no,
        order_no: order.order_no,
        title: order.title,
        amount_fen: order.amount_fen,
        state: 'NOTPAY',
        transaction_id: null,
        expires_at: order.expires_at,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['kind', 'trade_no']).doNothing())
      .execute();
    const cashier = new URLSearchParams({
      orderNo: order.order_no,
      channel: start.channel,
      returnUrl: start.returnUrl,
    });
    const params = { ...emptyPayParams(), cashierUrl: `/dev/pay/cashier?${cashier.toString()}` };
    // Inside the Alipay app an authorised payer gets a JSAPI trade number too, as alipay.trade.create gives.
    if (start.channel === 'alipay')
      return start.payer.alipayUserId ? { ...params, tradeNo: `sbxali${order.order_no}` } : params;
    const timeStamp = String(Math.floor(Date.now() / 1000));
    const nonceStr = randomBytes(16).toString('hex');
    const pkg = `prepay_id=sbx${order.order_no}`;
    return {
      ...params,
      appId,
      timeStamp,
      nonceStr,
      package: pkg,
      signType: 'RSA',
      sign: rsaSign(jsapiPaySignMessage(appId, timeStamp, nonceStr, pkg), privateKey),
    };
  };

  const queryPayment = async (orderNo: string): Promise<PaymentQuery> => {
    const row = await trade('pay', orderNo);
    return row?.state === 'SUCCESS'
      ? { paid: true, amountFen: row.amount_fen, txnId: row.transaction_id }
      : { paid: false, amountFen: row?.amount_fen ?? 0, txnId: null };
  };

  const submitRefund = async (refund: RefundToSubmit, order: OrderRow): Promise<RefundSubmitted> => {
    const now = nowIso();
    await inTransaction(db, async (trx) => {
      const inserted = await trx.kysely
        .insertInto('sandbox_trades')
        .values({
          kind: 'refund',
          trade_no: refund.refundNo,
          order_no: order.order_no,
          title: refund.reason,
          amount_fen: refund.amountFen,
          state: 'PROCESSING',
          transaction_id: `sbxrf${randomBytes(8).toString('hex')}`,
          expires_at: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['kind', 'trade_no']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) await scheduleNotify(trx, { type: 'refund', tradeNo: refund.refundNo });
    });
    const row = await trade('refund', refund.refundNo);
    return { providerRefundId: row?.transaction_id ?? null, settled: 'pending' };
  };

  const scheduleNotify = (trx: Db, payload: SandboxNotifyPayload) =>
    enqueueJob(trx, {
      kind: SANDBOX_NOTIFY_JOB,
      payload: { ...payload },
      runAt: new Date(Date.now() + NOTIFY_DELAY_MS),
      dedupeKey: `sandbox-notify:${payload.type}:${payload.tradeNo}`,
    });

  const pay: SandboxPayments['pay'] = async (orderNo, now = new Date()) =>
    inTransaction(db, async (trx) => {
      const row = await trx.kysely
        .selectFrom('sandbox_trades')
        .selectAll()
        .where('kind', '=', 'pay')
        .where('trade_no', '=', orderNo)
        .executeTakeFirst();
      if (!row) return 'unknown';
      if (row.state === 'SUCCESS') return 'already_paid';
      if (row.state === 'CLOSED') return 'closed';
      if (row.expires_at && row.expires_at <= nowIso(now)) return 'expired';
      const moved = await trx.kysely
        .updateTable('sandbox_trades')
        .set({
          state: 'SUCCESS',
          transaction_id: `4200${Date.now()}${randomBytes(4).toString('hex')}`,
          updated_at: nowIso(now),
        })
        .where('id', '=', row.id)
        .where('state', '=', 'NOTPAY')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return 'already_paid';
      await scheduleNotify(trx, { type: 'pay', tradeNo: orderNo });
      return 'paid';
    });

  /** Like alipay.trade.cancel on an unpaid trade: it is closed and the cashier refuses it from now on. */
  const cancelPayment = async (orderNo: string): Promise<CancelOutcome> => {
    await db.kysely
      .updateTable('sandbox_trades')
      .set({ state: 'CLOSED', updated_at: nowIso() })
      .where('kind', '=', 'pay')
      .where('trade_no', '=', orderNo)
      .where('state', '=', 'NOTPAY')
      .execute();
    const row = await trade('pay', orderNo);
    return row?.state === 'SUCCESS' ? 'paid' : 'closed';
  };

  const issueAlipayAuthCode: SandboxPayments['issueAlipayAuthCode'] = async (
    alipayUserId,
    now = new Date(),
  ) => {
    const code = randomBytes(16).toString('hex');
    await db.kysely
      .insertInto('sandbox_alipay_auth_codes')
      .values({
        code,
        alipay_user_id: alipayUserId,
        created_at: nowIso(now),
        expires_at: new Date(now.getTime() + ALIPAY_AUTH_CODE_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
    return code;
  };

  const alipayPayer: AlipayPayerAuth = {
    appId: SANDBOX_ALIPAY_APP_ID,
    authorizeUrl: (redirectUri, state) =>
      `${SANDBOX_ALIPAY_AUTHORIZE_PATH}?${new URLSearchParams({
        app_id: SANDBOX_ALIPAY_APP_ID,
        scope: 'auth_base',
        redirect_uri: redirectUri,
        state,
      }).toString()}`,
    exchangeAuthCode: async (authCode) => {
      const now = nowIso();
      const used = await db.kysely
        .updateTable('sandbox_alipay_auth_codes')
        .set({ used_at: now })
        .where('code', '=', authCode)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('alipay_user_id')
        .executeTakeFirst();
      // Alipay answers 40002 isv.code-invalid for a used, expired or unknown code.
      if (!used)
        throw new AppError(Code.INVALID_INPUT, '支付宝授权已失效，请重新授权', {
          authCode: '授权码无效或已使用',
        });
      return used.alipay_user_id;
    },
  };

  const signedNotify: SandboxPayments['signedNotify'] = async (payload, now = new Date()) => {
    if (payload.type === 'refund') {
      // The sandbox's bank completes a refund when its notify is due, unless failRefund came first.
      await db.kysely
        .updateTable('sandbox_trades')
        .set({ state: 'SUCCESS', updated_at: nowIso(now) })
        .where('kind', '=', 'refund')
        .where('trade_no', '=', payload.tradeNo)
        .where('state', '=', 'PROCESSING')
        .execute();
    }
    const row = await trade(payload.type, payload.tradeNo);
    if (!row || row.state === 'NOTPAY' || row.state === 'PROCESSING') return null;
    const resource =
      payload.type === 'pay'
        ? {
            appid: appId,
            mchid: 'sandbox',
            out_trade_no: row.trade_no,
            transaction_id: row.transaction_id,
            trade_type: 'JSAPI',
            trade_state: 'SUCCESS',
            trade_state_desc: '支付成功',
            success_time: row.updated_at,
            payer: { openid: 'sandbox-payer' },
            amount: {
              total: row.amount_fen,
              payer_total: row.amount_fen,
              currency: 'CNY',
              payer_currency: 'CNY',
            },
          }
        : {
            mchid: 'sandbox',
            out_trade_no: row.order_no,
            out_refund_no: row.trade_no,
            refund_id: row.transaction_id,
            refund_status: row.state === 'SUCCESS' ? 'SUCCESS' : 'ABNORMAL',
            success_time: row.updated_at,
            amount: { refund: row.amount_fen, payer_refund: row.amount_fen },
          };
    const success = row.state === 'SUCCESS';
    const eventType =
      payload.type === 'pay' ? 'TRANSACTION.SUCCESS' : success ? 'REFUND.SUCCESS' : 'REFUND.ABNORMAL';
    return signEnvelope(eventType, resource, now);
  };

  const signEnvelope: SandboxPayments['signEnvelope'] = (eventType, resource, now = new Date()) => {
    const originalType = eventType.startsWith('REFUND.') ? 'refund' : 'transaction';
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: now.toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary:
        eventType === 'TRANSACTION.SUCCESS'
          ? '支付成功'
          : eventType === 'REFUND.SUCCESS'
            ? '退款成功'
            : '退款异常',
      resource: {
        original_type: originalType,
        ...encryptResource(JSON.stringify(resource), apiV3Key, randomBytes(6).toString('hex'), originalType),
      },
    });
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': nonce,
        'wechatpay-signature': rsaSign(notifySignMessage(timestamp, nonce, body), privateKey),
        'wechatpay-serial': serial,
        'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      },
    };
  };

  return {
    name: 'sandbox',
    notifyPath: 'wechat',
    isDevelopment: true,
    createPayment,
    queryPayment,
    submitRefund,
    cancelPayment,
    alipayPayer,
    issueAlipayAuthCode,
    verifyAndParseNotify: (headers, rawBody): NotifyResult =>
      verifyWechatNotify(headers, rawBody, { platformKeys, apiV3Key }),
    pay,
    signedNotify,
    failRefund: async (refundNo) => {
      await db.kysely
        .updateTable('sandbox_trades')
        .set({ state: 'ABNORMAL', updated_at: nowIso() })
        .where('kind', '=', 'refund')
        .where('trade_no', '=', refundNo)
        .execute();
    },
    findPayTrade: (orderNo) => trade('pay', orderNo),
    signEnvelope,
  };
};
