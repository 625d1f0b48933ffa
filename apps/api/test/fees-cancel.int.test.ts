import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimed, liveCampaign } from './coupons-support.ts';
import { billByHand, billRow, family, managerOf, saveItems, startPay, W } from './fees-support.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { seedPoints } from './mall-support.ts';
import { drainJobs, orderRow, pressCashier, sandboxOf } from './payments-helpers.ts';

// Issue 15, the fee collection's cancel and Alipay authorisation, on the embedded payment sandbox.
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await managerOf(t);
  await saveItems(t, manager);
});
afterAll(async () => {
  await t.close();
});

const STATE = 'a'.repeat(32);
const cancel = (token: string, orderNo: string) =>
  t.call<{ orderNo: string; status: string; statusLabel: string; outcome: string }>(
    'POST',
    `${W}/feeCancelPay`,
    { token, body: { orderNo } },
  );
const pointsBalance = async (userId: number) =>
  Number(
    (
      await t.ctx.db.kysely
        .selectFrom('points_entries')
        .select((eb) => eb.fn.sum<number>('points').as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).total,
  );
const couponOf = (userId: number) =>
  t.ctx.db.kysely.selectFrom('coupons').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
const aliSign = (token: string, orderNo: string) =>
  t.call<{ orderStr: string | null; cashierUrl: string | null; tradeNo: string | null }>(
    'GET',
    '/api/pay/v1/pay_sign_ali',
    { token, query: { orderNo } },
  );

describe('取消缴费', () => {
  it('closes a started payment: the bills are 待缴费 again, the coupon and points come back, the cashier refuses it', async () => {
    const f = await family(t);
    await seedPoints(t, f.userId, 2_000);
    const campaign = await liveCampaign(t, manager, {
      serviceCodes: null,
      thresholdFen: 0,
      scopeText: '全部项目可用',
      valueFen: 3_000,
    });
    await claimed(t, f.token, campaign.campaignId);
    const bill = await billByHand(t, manager, f.pid, [{ itemCode: 'EX-XRAY', quantity: 1 }]);
    const before = await pointsBalance(f.userId);

    const started = await startPay(t, f.token, [bill.billId]);
    expect(started.body.success, started.raw).toBe(true);
    const { orderNo } = started.body.data;
    expect((await couponOf(f.userId)).used_order_id).not.toBeNull();
    expect(await pointsBalance(f.userId)).toBeLessThan(before);
    const sign = await aliSign(f.token, orderNo);
    expect(sign.body.data.cashierUrl).toBeTruthy();
    expect((await orderRow(t, orderNo)).status).toBe('paying');

    const res = await cancel(f.token, orderNo);
    expect(res.body.data).toMatchObject({ orderNo, status: 'closed', outcome: 'closed' });
    expect((await billRow(t, bill.billId)).status).toBe('unpaid');
    expect((await couponOf(f.userId)).used_order_id).toBeNull();
    expect(await pointsBalance(f.userId)).toBe(before);
    expect((await sandboxOf(t).findPayTrade(orderNo))?.state).toBe('CLOSED');

    // The cashier left open in another tab can no longer take the money.
    const pressed = await pressCashier(t, String(sign.body.data.cashierUrl), 'pay');
    expect(pressed.status).toBe(200);
    await drainJobs(t);
    expect((await orderRow(t, orderNo)).status).toBe('closed');
    expect((await billRow(t, bill.billId)).status).toBe('unpaid');

    // A second cancel answers the closed order again and gives nothing back twice.
    const again = await cancel(f.token, orderNo);
    expect(again.body.data).toMatchObject({ status: 'closed', outcome: 'closed' });
    expect(await pointsBalance(f.userId)).toBe(before);
    // The bills can be paid afresh.
    expect((await startPay(t, f.token, [bill.billId])).body.success).toBe(true);
  });

  it('an order never opened at a cashier closes without asking the provider', async () => {
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid);
    const { orderNo } = (await startPay(t, f.token, [bill.billId])).body.data;
    const res = await cancel(f.token, orderNo);
    expect(res.body.data).toMatchObject({ status: 'closed', outcome: 'closed' });
    expect(await sandboxOf(t).findPayTrade(orderNo)).toBeUndefined();
    expect((await billRow(t, bill.billId)).status).toBe('unpaid');
  });

  it('refuses to cancel what was paid, even when the notify has not come yet: the payment is settled instead', async () => {
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid);
    const { orderNo } = (await startPay(t, f.token, [bill.billId])).body.data;
    const sign = await aliSign(f.token, orderNo);
    await pressCashier(t, String(sign.body.data.cashierUrl), 'pay'); // paid; its notify is a job not yet run
    const res = await cancel(f.token, orderNo);
    expect(res.body).toMatchObject({ code: 4009, msg: '这笔缴费已支付成功，无需取消' });
    expect((await orderRow(t, orderNo)).status).toBe('paid');
    expect((await billRow(t, bill.billId)).status).toBe('paid');
    await drainJobs(t);
    expect((await cancel(f.token, orderNo)).body.code).toBe(4009);
  });

  it("another family's order is not found, and only clinic-fee orders are cancelled here", async () => {
    const a = await family(t);
    const b = await family(t);
    const bill = await billByHand(t, manager, a.pid);
    const { orderNo } = (await startPay(t, a.token, [bill.billId])).body.data;
    expect((await cancel(b.token, orderNo)).body.code).toBe(4004);
    expect((await orderRow(t, orderNo)).status).toBe('created');
    expect((await cancel(b.token, 'SP00000000000000000000')).body.code).toBe(4004);
    expect((await t.call('POST', `${W}/feeCancelPay`, { body: { orderNo } })).body.code).toBe(1000);
  });
});

describe('支付宝授权', () => {
  const auth = (token: string, body: Record<string, unknown>) =>
    t.call<{ authorized: boolean; authorizeUrl: string | null }>('POST', `${W}/feeAlipayAuth`, {
      token,
      body: { state: STATE, ...body },
    });

  /** The sandbox's authorisation page, as a parent's browser goes through it. */
  const authorizeInSandbox = async (authorizeUrl: string, account: string, decision = 'allow') => {
    const url = new URL(authorizeUrl, 'http://local');
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('支付宝授权');
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_uri: url.searchParams.get('redirect_uri') ?? '',
        state: url.searchParams.get('state') ?? '',
        account,
        decision,
      }).toString(),
    });
    expect(res.statusCode).toBe(302);
    return new URL(String(res.headers.location), 'http://local');
  };

  it('authorises once: the code comes back to the app entry with the state, works once, and JSAPI pay names the payer', async () => {
    const f = await family(t);
    const first = await auth(f.token, {});
    expect(first.body.data.authorized).toBe(false);
    const authorizeUrl = String(first.body.data.authorizeUrl);
    expect(authorizeUrl).toContain('scope=auth_base');
    expect(authorizeUrl).toContain(`state=${STATE}`);

    const back = await authorizeInSandbox(authorizeUrl, 'mother@example.cn');
    expect(back.pathname).toBe('/appointment/');
    expect(back.searchParams.get('state')).toBe(STATE);
    const authCode = String(back.searchParams.get('auth_code'));
    expect(authCode).toMatch(/^[0-9a-f]{32}$/);

    expect((await auth(f.token, { authCode })).body.data).toEqual({ authorized: true, authorizeUrl: null });
    const replay = await auth(f.token, { authCode });
    expect(replay.body).toMatchObject({ code: 4000, msg: '支付宝授权已失效，请重新授权' });
    expect((await auth(f.token, {})).body.data).toEqual({ authorized: true, authorizeUrl: null });
    const payer = await t.ctx.db.kysely
      .selectFrom('alipay_payers')
      .selectAll()
      .where('user_id', '=', f.userId)
      .executeTakeFirstOrThrow();
    expect(payer.alipay_user_id).toMatch(/^2088\d{12}$/);

    // Now Alipay pay hands over a JSAPI trade number too (AlipayJSBridge tradePay inside the Alipay app).
    const bill = await billByHand(t, manager, f.pid);
    const { orderNo } = (await startPay(t, f.token, [bill.billId])).body.data;
    expect((await aliSign(f.token, orderNo)).body.data.tradeNo).toBe(`sbxali${orderNo}`);
  });

  it('a refusal brings back no code; a forged, foreign or expired code is refused; an outside callback is refused', async () => {
    const f = await family(t);
    const { authorizeUrl } = (await auth(f.token, {})).body.data;
    const denied = await authorizeInSandbox(String(authorizeUrl), 'father', 'deny');
    expect(denied.searchParams.get('auth_code')).toBeNull();
    expect((await auth(f.token, {})).body.data.authorized).toBe(false);

    expect((await auth(f.token, { authCode: 'f'.repeat(32) })).body.code).toBe(4000);
    expect((await auth(f.token, { authCode: 'not a code!' })).body.code).toBe(4000);
    expect((await auth(f.token, { state: 'short' })).body.code).toBe(4000);
    const expired = await sandboxOf(t).issueAlipayAuthCode(
      '2088000000000001',
      new Date(Date.now() - 10 * 60_000),
    );
    expect((await auth(f.token, { authCode: expired })).body.code).toBe(4000);

    const outside = await t.app.inject({
      method: 'GET',
      url: `/dev/pay/alipay/authorize?app_id=sandbox&scope=auth_base&state=${STATE}&redirect_uri=${encodeURIComponent('https://evil.example/appointment/')}`,
    });
    expect(outside.json()).toMatchObject({ code: 4000 });
    expect(outside.body).not.toContain('evil.example');
    expect((await t.call('POST', `${W}/feeAlipayAuth`, { body: { state: STATE } })).body.code).toBe(1000);
  });
});
