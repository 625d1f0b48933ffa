import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../db/schema.ts';
import { createAlipayProvider, fenToYuan, openAuthPage, yuanToFen } from './alipay.ts';

// A generated RSA2 pair for the app, and one standing in for Alipay's own key.
const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const app = pair();
const alipay = pair();
const APP_ID = '2014072300007148';
const NOW = new Date('2026-01-01T02:05:00Z');

const order = {
  order_no: 'SP20260101100000123456',
  title: '挂号费',
  amount_fen: 2505,
  expires_at: '2026-01-01T02:15:00.000Z',
} as OrderRow;

/** Alipay's signing rule (签名): sort parameters by name, drop sign (and sign_type for notifies), join k=v with &. */
const signContent = (params: Record<string, string>, drop: string[]) =>
  Object.keys(params)
    .filter((k) => !drop.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');

const execCalls: { method: string; params: Record<string, unknown> }[] = [];
let execAnswer: Record<string, unknown> = {};
const provider = createAlipayProvider({
  appId: APP_ID,
  privateKey: app.privateKey,
  alipayPublicKey: alipay.publicKey,
  notifyUrl: 'https://sprout.example.cn/api/pay/v1/notify/alipay',
  publicBaseUrl: 'https://sprout.example.cn',
  exec: (async (method: string, params: Record<string, unknown>) => {
    execCalls.push({ method, params });
    return execAnswer;
  }) as never,
  now: () => NOW,
});

describe('Alipay money and time formats', () => {
  it('fen ↔ yuan with two decimals, no floating point', () => {
    expect(fenToYuan(2505)).toBe('25.05');
    expect(fenToYuan(7)).toBe('0.07');
    expect(yuanToFen('25.05')).toBe(2505);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('88')).toBe(8800);
    expect(yuanToFen('1.005')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
  });
});

describe('Alipay through alipay-sdk', () => {
  it('app pay: an order string for alipay.trade.app.pay signed RSA2 by the app key', async () => {
    const p = await provider.createPayment(order, {
      channel: 'alipay',
      payer: { openid: null, alipayUserId: null },
      returnUrl: '/appointment/#/pages/newFun/completePay',
    });
    const params = Object.fromEntries(new URLSearchParams(String(p.orderStr)));
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.app.pay',
      sign_type: 'RSA2',
      charset: 'utf-8',
    });
    expect(JSON.parse(String(params.biz_content))).toMatchObject({
      out_trade_no: order.order_no,
      total_amount: '25.05',
      subject: '挂号费',
      time_expire: '2026-01-01 10:15:00',
    });
    const ok = createVerify('RSA-SHA256')
      .update(signContent(params, ['sign']))
      .verify(app.publicKey, String(params.sign), 'base64');
    expect(ok).toBe(true);
    expect(p.cashierUrl).toMatch(/^https:\/\/openapi\.alipay\.com\/gateway\.do\?/);
    const wap = new URL(String(p.cashierUrl)).searchParams;
    expect(wap.get('method')).toBe('alipay.trade.wap.pay');
    expect(wap.get('return_url')).toBe('https://sprout.example.cn/appointment/#/pages/newFun/completePay');
  });

  it('query and refund call the OpenAPI methods with the order and refund numbers', async () => {
    execAnswer = {
      code: '10000',
      msg: 'Success',
      tradeStatus: 'TRADE_SUCCESS',
      totalAmount: '25.05',
      tradeNo: '2013112011001004330000121536',
    };
    expect(await provider.queryPayment(order.order_no)).toEqual({
      paid: true,
      amountFen: 2505,
      txnId: '2013112011001004330000121536',
    });
    expect(execCalls.at(-1)).toEqual({
      method: 'alipay.trade.query',
      params: { bizContent: { out_trade_no: order.order_no } },
    });
    execAnswer = { code: '40004', msg: 'Business Failed', subCode: 'ACQ.TRADE_NOT_EXIST' };
    expect(await provider.queryPayment(order.order_no)).toEqual({ paid: false, amountFen: 0, txnId: null });
    execAnswer = { code: '10000', msg: 'Success', fundChange: 'Y', tradeNo: '2013112011001004330000121536' };
    const r = await provider.submitRefund({ refundNo: 'RF1', amountFen: 2505, reason: '取消预约' }, order);
    expect(r.settled).toBe('succeeded');
    expect(execCalls.at(-1)?.params).toMatchObject({
      bizContent: { out_trade_no: order.order_no, refund_amount: '25.05', out_request_no: 'RF1' },
    });
    execAnswer = { code: '20000', msg: 'Service Currently Unavailable' };
    await expect(
      provider.submitRefund({ refundNo: 'RF1', amountFen: 2505, reason: 'x' }, order),
    ).rejects.toThrow();
  });

  it('refund of a trade a cancel already gave back: closed and refused, so it reads the trade and counts it back', async () => {
    const answers: Record<string, unknown>[] = [
      { code: '40004', msg: 'Business Failed', subCode: 'ACQ.TRADE_HAS_CLOSE', subMsg: '交易已经关闭' },
      { code: '10000', msg: 'Success', tradeStatus: 'TRADE_CLOSED', tradeNo: '2013112011001004330000121536' },
    ];
    const seen: string[] = [];
    const closedTrade = createAlipayProvider({
      appId: APP_ID,
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      notifyUrl: 'https://sprout.example.cn/api/pay/v1/notify/alipay',
      publicBaseUrl: 'https://sprout.example.cn',
      exec: (async (method: string) => {
        seen.push(method);
        return answers.shift() ?? {};
      }) as never,
      now: () => NOW,
    });
    const r = await closedTrade.submitRefund(
      { refundNo: 'RC1', amountFen: 2505, reason: '订单已关闭后到账' },
      order,
    );
    expect(r).toEqual({ providerRefundId: '2013112011001004330000121536', settled: 'succeeded' });
    expect(seen).toEqual(['alipay.trade.refund', 'alipay.trade.query']);
    // Another business refusal stays a failure.
    answers.push({ code: '40004', msg: 'Business Failed', subCode: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' });
    expect(
      (await closedTrade.submitRefund({ refundNo: 'RC2', amountFen: 1, reason: 'x' }, order)).settled,
    ).toBe('failed');
  });

  // The answers below are the examples of Alipay's API reference (alipay.system.oauth.token,
  // alipay.trade.create, alipay.trade.cancel), as alipay-sdk returns them: camelCased.
  it('authorisation: auth_base on openauth, redirect and state kept; the code exchanged once for the user id', async () => {
    const auth = provider.alipayPayer;
    if (!auth) throw new Error('the Alipay provider authorises payers');
    expect(auth.appId).toBe(APP_ID);
    const url = new URL(auth.authorizeUrl('https://sprout.example.cn/appointment/', 'f'.repeat(32)));
    expect(`${url.origin}${url.pathname}`).toBe('https://openauth.alipay.com/oauth2/publicAppAuthorize.htm');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: APP_ID,
      scope: 'auth_base',
      redirect_uri: 'https://sprout.example.cn/appointment/',
      state: 'f'.repeat(32),
    });
    expect(openAuthPage('https://openapi-sandbox.dl.alipaydev.com/gateway.do')).toContain('alipaydev.com');

    execAnswer = {
      userId: '2088102150477652',
      accessToken: '20120823ac6ffaa4d2d84e7384bf983531473993',
      expiresIn: '3600',
      refreshToken: '20120823ac6ffdsdf2d84e7384bf983531473993',
      reExpiresIn: '3600',
      authStart: '2010-11-11 11:11:11',
    };
    expect(await auth.exchangeAuthCode('4b203fe6c11548bcabd8da5bb087a83b')).toBe('2088102150477652');
    expect(execCalls.at(-1)).toEqual({
      method: 'alipay.system.oauth.token',
      params: { grant_type: 'authorization_code', code: '4b203fe6c11548bcabd8da5bb087a83b' },
    });
    execAnswer = {
      code: '40002',
      msg: 'Invalid Arguments',
      subCode: 'isv.code-invalid',
      subMsg: '授权码code无效',
    };
    await expect(auth.exchangeAuthCode('used')).rejects.toMatchObject({ code: 4000 });
    execAnswer = { code: '20000', msg: 'Service Currently Unavailable' };
    await expect(auth.exchangeAuthCode('x')).rejects.not.toMatchObject({ code: 4000 });
  });

  it('in the Alipay app an authorised payer gets a JSAPI_PAY trade from alipay.trade.create', async () => {
    execAnswer = {
      code: '10000',
      msg: 'Success',
      outTradeNo: order.order_no,
      tradeNo: '2015042321001004720200028594',
    };
    const p = await provider.createPayment(order, {
      channel: 'alipay',
      payer: { openid: null, alipayUserId: '2088102150477652' },
      returnUrl: '/appointment/#/pages/newFun/completePay',
    });
    expect(p.tradeNo).toBe('2015042321001004720200028594');
    expect(p.cashierUrl).toContain('alipay.trade.wap.pay');
    expect(execCalls.at(-1)).toMatchObject({
      method: 'alipay.trade.create',
      params: {
        bizContent: {
          out_trade_no: order.order_no,
          total_amount: '25.05',
          product_code: 'JSAPI_PAY',
          buyer_id: '2088102150477652',
          time_expire: '2026-01-01 10:15:00',
        },
        notify_url: 'https://sprout.example.cn/api/pay/v1/notify/alipay',
      },
    });
    execAnswer = { code: '40004', msg: 'Business Failed', subCode: 'ACQ.BUYER_NOT_EXIST' };
    await expect(
      provider.createPayment(order, {
        channel: 'alipay',
        payer: { openid: null, alipayUserId: '2088000000000000' },
        returnUrl: '/appointment/',
      }),
    ).rejects.toThrow(/ACQ.BUYER_NOT_EXIST/);
  });

  it('cancel: close for an unpaid trade, refund for a paid one, nothing to close is closed, busy is retried', async () => {
    execAnswer = {
      code: '10000',
      msg: 'Success',
      tradeNo: '2013112011001004330000121536',
      outTradeNo: order.order_no,
      retryFlag: 'N',
      action: 'close',
    };
    expect(await provider.cancelPayment(order.order_no)).toBe('closed');
    expect(execCalls.at(-1)).toEqual({
      method: 'alipay.trade.cancel',
      params: { bizContent: { out_trade_no: order.order_no } },
    });
    execAnswer = { ...execAnswer, action: 'refund' };
    expect(await provider.cancelPayment(order.order_no)).toBe('refunded');
    execAnswer = { code: '40004', msg: 'Business Failed', subCode: 'ACQ.TRADE_NOT_EXIST' };
    expect(await provider.cancelPayment(order.order_no)).toBe('closed');
    execAnswer = { code: '40004', msg: 'Business Failed', subCode: 'ACQ.REASON_TRADE_BEEN_FREEZEN' };
    expect(await provider.cancelPayment(order.order_no)).toBe('paid');
    execAnswer = { code: '40004', msg: 'Business Failed', subCode: 'ACQ.SYSTEM_ERROR', retryFlag: 'Y' };
    await expect(provider.cancelPayment(order.order_no)).rejects.toThrow(/retry Y/);
  });

  const notify = (over: Record<string, string> = {}, signer = alipay.privateKey) => {
    const params: Record<string, string> = {
      notify_time: '2026-01-01 10:04:30',
      notify_type: 'trade_status_sync',
      notify_id: 'ac05099524730693a8b330c5ecf72da9786',
      app_id: APP_ID,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: '2013112011001004330000121536',
      out_trade_no: order.order_no,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '25.05',
      subject: '挂号费',
      ...over,
    };
    params.sign = createSign('RSA-SHA256')
      .update(signContent(params, ['sign', 'sign_type']))
      .sign(signer, 'base64');
    return new URLSearchParams(params).toString();
  };

  it('notify: checkNotifySign accepts Alipay’s signature and the payment reads in fen', () => {
    expect(provider.verifyAndParseNotify({}, notify())).toEqual({
      ok: true,
      event: {
        kind: 'paid',
        eventId: '2013112011001004330000121536:paid',
        orderNo: order.order_no,
        amountFen: 2505,
        txnId: '2013112011001004330000121536',
      },
    });
  });
  it('notify: a changed amount, a foreign signer, another app or an old notify_time is refused', () => {
    const tampered = notify().replace('total_amount=25.05', 'total_amount=0.01');
    expect(provider.verifyAndParseNotify({}, tampered)).toMatchObject({ ok: false, reason: 'bad signature' });
    expect(provider.verifyAndParseNotify({}, notify({}, app.privateKey))).toMatchObject({ ok: false });
    expect(provider.verifyAndParseNotify({}, notify({ app_id: '2099' }))).toMatchObject({ ok: false });
    expect(provider.verifyAndParseNotify({}, notify({ notify_time: '2026-01-01 09:50:00' }))).toMatchObject({
      ok: false,
      reason: 'stale notify',
    });
  });
});
