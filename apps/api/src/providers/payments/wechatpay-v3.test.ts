import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../db/schema.ts';
import { createWechatPayV3 } from './wechatpay-v3.ts';
import {
  authorizationHeader,
  decryptResource,
  encryptResource,
  jsapiPaySignMessage,
  notifySignMessage,
  requestSignMessage,
  rsaSign,
  rsaVerify,
  verifyWechatNotify,
} from './wechatpay-v3-crypto.ts';

// Fixed keys made for this test: the merchant's and WeChat Pay's platform key.
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APIV3 = 'a2B4c6D8e0F2g4H6i8J0k2L4m6N8o0P2'; // 32 characters, like the merchant platform's APIv3 key
const PLATFORM_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const NOW = new Date(1_554_208_460_000);

const order = {
  id: 1,
  order_no: 'SP20260101100000123456',
  title: '挂号费',
  amount_fen: 2500,
  expires_at: '2026-01-01T02:15:00.000Z',
} as OrderRow;

describe('WeChat Pay v3 request signing (签名生成)', () => {
  it('builds the guide’s worked signing string: GET /v3/certificates 1554208460 593BEC0C…', () => {
    expect(
      requestSignMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', ''),
    ).toBe('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n');
  });
  it('writes the Authorization header in the guide’s format, with a signature over that string', () => {
    const header = authorizationHeader(
      {
        mchid: '1900009191',
        serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
        privateKey: merchant.privateKey,
      },
      {
        method: 'GET',
        url: '/v3/certificates',
        body: '',
        timestamp: '1554208460',
        nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
      },
    );
    const m =
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="([A-Za-z0-9+/=]+)",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"$/.exec(
        header,
      );
    expect(m).not.toBeNull();
    const message = 'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n';
    expect(rsaVerify(message, m?.[1] ?? '', merchant.publicKey)).toBe(true);
    expect(rsaVerify(message.replace('GET', 'POST'), m?.[1] ?? '', merchant.publicKey)).toBe(false);
  });
  it('signs the JSAPI paySign over appId, timeStamp, nonceStr and package, one per line', () => {
    expect(
      jsapiPaySignMessage(
        'wx8888888888888888',
        '1414561699',
        '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
        'prepay_id=wx201410272009395522657a690389285100',
      ),
    ).toBe(
      'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n',
    );
  });
});

describe('WeChat Pay v3 callbacks (签名验证, 回调报文解密)', () => {
  const keys = { platformKeys: new Map([[PLATFORM_SERIAL, platform.publicKey]]), apiV3Key: APIV3 };
  const notify = (eventType: string, resource: object, at = NOW, serial = PLATFORM_SERIAL) => {
    const body = JSON.stringify({
      id: 'EV-2018022511223320873',
      create_time: '2015-05-20T13:29:35+08:00',
      resource_type: 'encrypt-resource',
      event_type: eventType,
      resource: {
        original_type: 'transaction',
        ...encryptResource(JSON.stringify(resource), APIV3, 'fdasflkja484', 'transaction'),
      },
    });
    const ts = String(Math.floor(at.getTime() / 1000));
    const headers = {
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': 'fdasfwer8909',
      'wechatpay-serial': serial,
      'wechatpay-signature': rsaSign(notifySignMessage(ts, 'fdasfwer8909', body), platform.privateKey),
    };
    return { headers, body };
  };
  const paid = {
    out_trade_no: order.order_no,
    transaction_id: '1217752501201407033233368018',
    trade_state: 'SUCCESS',
    amount: { total: 2500 },
  };

  it('AES-256-GCM with the APIv3 key: the tag is the last 16 bytes; a changed byte or AAD fails', () => {
    const r = encryptResource('{"a":1}', APIV3, 'fdasflkja484', 'transaction');
    expect(Buffer.from(r.ciphertext, 'base64').length).toBe(7 + 16);
    expect(decryptResource(r, APIV3)).toBe('{"a":1}');
    expect(() => decryptResource({ ...r, associated_data: 'refund' }, APIV3)).toThrow();
    const bytes = Buffer.from(r.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => decryptResource({ ...r, ciphertext: bytes.toString('base64') }, APIV3)).toThrow();
  });
  it('accepts a genuine TRANSACTION.SUCCESS and reads out_trade_no, transaction_id and amount.total', () => {
    const n = notify('TRANSACTION.SUCCESS', paid);
    expect(verifyWechatNotify(n.headers, n.body, keys, NOW)).toEqual({
      ok: true,
      event: {
        kind: 'paid',
        eventId: 'EV-2018022511223320873',
        orderNo: order.order_no,
        amountFen: 2500,
        txnId: paid.transaction_id,
      },
    });
  });
  it('refuses a stale timestamp, an unknown serial, a changed body and a foreign signature', () => {
    const stale = notify('TRANSACTION.SUCCESS', paid, new Date(NOW.getTime() - 301_000));
    expect(verifyWechatNotify(stale.headers, stale.body, keys, NOW)).toMatchObject({
      ok: false,
      reason: 'stale timestamp',
    });
    const other = notify('TRANSACTION.SUCCESS', paid, NOW, 'FFFF');
    expect(verifyWechatNotify(other.headers, other.body, keys, NOW)).toMatchObject({ ok: false });
    const n = notify('TRANSACTION.SUCCESS', paid);
    expect(verifyWechatNotify(n.headers, n.body.replace('EV-', 'EW-'), keys, NOW)).toMatchObject({
      ok: false,
      reason: 'bad signature',
    });
    const forged = {
      ...n.headers,
      'wechatpay-signature': rsaSign(
        notifySignMessage(n.headers['wechatpay-timestamp'], 'fdasfwer8909', n.body),
        merchant.privateKey,
      ),
    };
    expect(verifyWechatNotify(forged, n.body, keys, NOW)).toMatchObject({ ok: false });
  });
  it('maps REFUND.SUCCESS to refunded and REFUND.ABNORMAL to refund_failed', () => {
    const r = {
      out_trade_no: order.order_no,
      out_refund_no: 'RF1',
      refund_id: '50000000382019052709732678859',
      refund_status: 'SUCCESS',
      amount: { refund: 2500 },
    };
    const ok = notify('REFUND.SUCCESS', r);
    expect(verifyWechatNotify(ok.headers, ok.body, keys, NOW)).toMatchObject({
      ok: true,
      event: { kind: 'refunded', refundNo: 'RF1', amountFen: 2500 },
    });
    const bad = notify('REFUND.ABNORMAL', { ...r, refund_status: 'ABNORMAL' });
    expect(verifyWechatNotify(bad.headers, bad.body, keys, NOW)).toMatchObject({
      ok: true,
      event: { kind: 'refund_failed' },
    });
  });
});

describe('WeChat Pay v3 adapter over a stubbed network', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const answers: unknown[] = [];
  /** Answers as WeChat Pay does: JSON signed with the platform key in Wechatpay-* headers. */
  const fetchStub = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    // { $status: 204 } stands for an answer without a body (关闭订单); { $status, ...json } for an error.
    const { $status = 200, ...json } = (answers.shift() ?? {}) as { $status?: number };
    const body = $status === 204 ? '' : JSON.stringify(json);
    const ts = String(Math.floor(NOW.getTime() / 1000));
    return new Response($status === 204 ? null : body, {
      status: $status,
      headers: {
        'Wechatpay-Timestamp': ts,
        'Wechatpay-Nonce': 'n1',
        'Wechatpay-Serial': PLATFORM_SERIAL,
        'Wechatpay-Signature': rsaSign(notifySignMessage(ts, 'n1', body), platform.privateKey),
      },
    });
  }) as typeof fetch;
  const pay = createWechatPayV3({
    mchid: '1900009191',
    appId: 'wxd678efh567hg6787',
    miniAppId: 'wxmini0000000001',
    serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
    privateKey: merchant.privateKey,
    apiV3Key: APIV3,
    platformPublicKey: platform.publicKey,
    platformSerial: PLATFORM_SERIAL,
    notifyUrl: 'https://sprout.example.cn/api/pay/v1/notify/wechat',
    fetch: fetchStub,
    now: () => NOW,
    nonce: () => '593BEC0C930BF1AFEB40B4A08C8FB242',
  });
  const verifyAuthorization = (c: { url: string; init: RequestInit }) => {
    const auth = String((c.init.headers as Record<string, string>).Authorization);
    const sig = /signature="([^"]+)"/.exec(auth)?.[1] ?? '';
    const u = new URL(c.url);
    const message = requestSignMessage(
      String(c.init.method),
      `${u.pathname}${u.search}`,
      '1554208460',
      '593BEC0C930BF1AFEB40B4A08C8FB242',
      String(c.init.body ?? ''),
    );
    return rsaVerify(message, sig, merchant.publicKey);
  };

  it('JSAPI prepay: signed POST to /v3/pay/transactions/jsapi, then the client paySign', async () => {
    answers.push({ prepay_id: 'wx201410272009395522657a690389285100' });
    const params = await pay.createPayment(order, {
      channel: 'wxpay',
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', alipayUserId: null },
      returnUrl: '/appointment/',
    });
    const c = calls.at(-1) as { url: string; init: RequestInit };
    expect(c.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/jsapi');
    expect(verifyAuthorization(c)).toBe(true);
    expect(JSON.parse(String(c.init.body))).toMatchObject({
      appid: 'wxd678efh567hg6787',
      mchid: '1900009191',
      out_trade_no: order.order_no,
      time_expire: '2026-01-01T10:15:00+08:00',
      notify_url: 'https://sprout.example.cn/api/pay/v1/notify/wechat',
      amount: { total: 2500, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
    expect(params).toMatchObject({
      appId: 'wxd678efh567hg6787',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      timeStamp: '1554208460',
    });
    const msg = jsapiPaySignMessage(
      'wxd678efh567hg6787',
      '1554208460',
      String(params.nonceStr),
      String(params.package),
    );
    expect(rsaVerify(msg, String(params.sign), merchant.publicKey)).toBe(true);
  });
  it('query by out_trade_no with mchid in the signed URL; refund to /v3/refund/domestic/refunds', async () => {
    answers.push({ trade_state: 'SUCCESS', transaction_id: '4200000001', amount: { total: 2500 } });
    expect(await pay.queryPayment(order.order_no)).toEqual({
      paid: true,
      amountFen: 2500,
      txnId: '4200000001',
    });
    const q = calls.at(-1) as { url: string; init: RequestInit };
    expect(q.url).toBe(
      `https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/${order.order_no}?mchid=1900009191`,
    );
    expect(verifyAuthorization(q)).toBe(true);
    answers.push({ refund_id: '50000000382019052709732678859', status: 'PROCESSING' });
    const r = await pay.submitRefund({ refundNo: 'RF1', amountFen: 2500, reason: '取消预约' }, order);
    expect(r).toEqual({ providerRefundId: '50000000382019052709732678859', settled: 'pending' });
    const c = calls.at(-1) as { url: string; init: RequestInit };
    expect(c.url).toBe('https://api.mch.weixin.qq.com/v3/refund/domestic/refunds');
    expect(JSON.parse(String(c.init.body))).toMatchObject({
      out_trade_no: order.order_no,
      out_refund_no: 'RF1',
      amount: { refund: 2500, total: 2500, currency: 'CNY' },
    });
  });
  it('cancel: a paid order is not closed; an unpaid one is closed (204), and one closed already is closed', async () => {
    answers.push({ trade_state: 'SUCCESS', transaction_id: '4200000001', amount: { total: 2500 } });
    expect(await pay.cancelPayment(order.order_no)).toBe('paid');
    answers.push({ trade_state: 'NOTPAY', amount: { total: 2500 } }, { $status: 204 });
    expect(await pay.cancelPayment(order.order_no)).toBe('closed');
    const c = calls.at(-1) as { url: string; init: RequestInit };
    expect(c.url).toBe(
      `https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/${order.order_no}/close`,
    );
    expect(verifyAuthorization(c)).toBe(true);
    expect(JSON.parse(String(c.init.body))).toEqual({ mchid: '1900009191' });
    answers.push(
      { trade_state: 'CLOSED', amount: { total: 2500 } },
      { $status: 400, code: 'ORDER_CLOSED', message: '订单已关闭' },
    );
    expect(await pay.cancelPayment(order.order_no)).toBe('closed');
    answers.push({ trade_state: 'NOTPAY' }, { $status: 500, code: 'SYSTEM_ERROR', message: '系统错误' });
    await expect(pay.cancelPayment(order.order_no)).rejects.toThrow(/SYSTEM_ERROR/);
    expect(pay.alipayPayer).toBeNull();
  });
  it('treats an answer without a valid platform signature as forged', async () => {
    const unsigned = createWechatPayV3({
      mchid: '1',
      appId: 'a',
      miniAppId: 'a',
      serialNo: 's',
      privateKey: merchant.privateKey,
      apiV3Key: APIV3,
      platformPublicKey: platform.publicKey,
      platformSerial: PLATFORM_SERIAL,
      notifyUrl: 'https://x/n',
      fetch: (async () => new Response('{"trade_state":"SUCCESS"}')) as typeof fetch,
    });
    await expect(unsigned.queryPayment(order.order_no)).rejects.toThrow(/signature/);
  });
});
