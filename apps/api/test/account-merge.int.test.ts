import type { FeeQuote } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSessions } from '../src/modules/sessions/forget-sessions.service.ts';
import { pointsDifferences } from '../src/modules/points/points-reconcile.ts';
import { book, insertSlot } from './booking-fixtures.ts';
import { billByHand, family, managerOf, payInSandbox, startPay } from './fees-support.ts';
import { freshIp, leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { seedPoints } from './mall-support.ts';
import { buy, examOnSaleWithCards, ok, saveProduct, servicesLeft } from './package-cards-support.ts';
import { orderRow } from './payments-helpers.ts';
import { activate, ledgerRows } from './points-support.ts';

/**
 * Issue 21: binding a phone that belongs to an older account merges the parent's WeChat-only account
 * into it, and everything the parent did follows them: the child, the package card, the orders and the
 * booking, the points; the card still pays at checkout. The API lets only a phone-bound parent add a
 * child, book or become a member, so the WeChat-only account is made as one imported from the clinic's
 * earlier WeChat app would be: all its holdings through the real calls, then its phone taken away.
 */
const U = '/online/usercenter';
const W = '/opordering/wechatapp';
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await managerOf(t);
  await examOnSaleWithCards(t, manager);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const bindCode = async (mobile: string) => {
  // The older account's login code was sent a moment ago: let the 60-second resend limit pass.
  await t.ctx.db.kysely
    .updateTable('sms_codes')
    .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
    .where('phone', '=', mobile)
    .execute();
  const sent = await t.call('POST', `${U}/sendSms`, { body: { mobile, purpose: 'bind' }, ip: freshIp() });
  expect(sent.body.success, sent.raw).toBe(true);
  const outbox = await t.call<{ list: { code: string }[] }>('GET', '/dev/sms-outbox', { query: { mobile } });
  return outbox.body.data.list[0]?.code ?? '';
};

const sum = (rows: { points: number }[]) => rows.reduce((a, r) => a + r.points, 0);

describe('an account merge moves everything the parent did', () => {
  it('the card, the orders, the booking, the points and the child are on the surviving account, and the card pays', async () => {
    // The phone's own account: older, a member with points of its own.
    const older = await loginParentFresh(t);
    await seedPoints(t, older.userId, 200);

    // The parent's other account: a child with a clinic record, membership, a package card and a
    // booking, each paid on the sandbox cashier (the payments earn points).
    const young = await family(t, '林小禾');
    await activate(t, young.token);
    const productId = await saveProduct(t, manager, {
      services: [{ serviceCode: 'EXAM', serviceName: '儿保体检', uses: 3 }],
    });
    const card = ok(await buy(t, young.token, productId, young.babyId));
    await payInSandbox(t, young.token, card.orderNo);
    const booked = ok(await book(t, young.token, young.babyId, await insertSlot(t)));
    expect(booked.orderNo).not.toBeNull();
    await payInSandbox(t, young.token, booked.orderNo ?? '');
    const youngPoints = sum(await ledgerRows(t, young.userId));
    expect(youngPoints).toBeGreaterThan(0);
    const ordersBefore = await t.ctx.db.kysely
      .selectFrom('orders')
      .select('order_no')
      .where('user_id', '=', young.userId)
      .execute();
    expect(ordersBefore).toHaveLength(2);

    await t.ctx.db.kysely.updateTable('users').set({ phone: null }).where('id', '=', young.userId).execute();
    await forgetSessions(t.ctx, { userId: young.userId });

    // The parent binds the older account's phone: the WeChat-only account merges into it.
    const merged = await t.call<{ token: string; userId: number }>('POST', `${U}/bindPhone`, {
      token: young.token,
      body: { mobile: older.mobile, code: await bindCode(older.mobile) },
    });
    expect(merged.body.data, merged.raw).toMatchObject({ userId: older.userId });
    const token = merged.body.data.token;
    expect((await t.call('GET', `${U}/userInfo`, { token: young.token })).body.code).toBe(1100);

    // The child, the card with its three uses, both orders and the booking are the survivor's.
    const babies = await t.call<{ list: { babyId: number }[] }>('POST', `${U}/pageBabyInfo`, {
      token,
      body: {},
    });
    expect(babies.body.data.list.map((b) => b.babyId)).toEqual([young.babyId]);
    const cards = await t.call<{ list: { cardId: number; usesLeft: number }[] }>(
      'GET',
      `${W}/setMeal/myCards`,
      {
        token,
      },
    );
    expect(cards.body.data.list).toEqual([expect.objectContaining({ cardId: card.cardId, usesLeft: 3 })]);
    const history = await t.call<{ list: { orderNo: string }[] }>(
      'GET',
      '/api/opordering/wechatapp/consume/consumeHistory',
      {
        token,
        query: { pageNum: 1, pageSize: 10 },
      },
    );
    expect(history.body.data.list.map((r) => r.orderNo).sort()).toEqual(
      ordersBefore.map((o) => o.order_no).sort(),
    );
    for (const { order_no } of ordersBefore) expect((await orderRow(t, order_no)).user_id).toBe(older.userId);
    const appointments = await t.call<{ list: { weId: number }[] }>('POST', `${W}/pageAppointment`, {
      token,
      body: { pageNum: 1, pageSize: 10 },
    });
    expect(appointments.body.data.list.map((a) => a.weId)).toEqual([booked.weId]);

    // The points: both balances, usable at once, the ledger replaying as both did apart.
    const details = await t.call<{
      balance: number;
      usable: number;
      list: { points: number; reason: string }[];
    }>('GET', `${W}/points/details`, { token, query: { pageNum: 1, pageSize: 50 } });
    expect(details.body.data).toMatchObject({ balance: 200 + youngPoints, usable: 200 + youngPoints });
    expect(
      details.body.data.list.filter((e) => e.reason.startsWith('账户合并')).map((e) => e.points),
    ).toEqual([youngPoints, -youngPoints]);
    expect(await ledgerRows(t, young.userId)).toEqual([]);
    expect((await pointsDifferences(t.ctx.db)).filter((d) => d.userId === older.userId)).toEqual([]);

    // The card still pays at checkout: the desk bills a check-up, the card covers it.
    const bill = await billByHand(t, manager, young.pid, [{ itemCode: 'EXAM', quantity: 1 }]);
    const quote = await t.call<FeeQuote>('POST', `${W}/feeOpenPay`, {
      token,
      body: { billIds: [bill.billId] },
    });
    expect(quote.body.data.adjustments.find((a) => a.kind === 'package')?.amountFen, quote.raw).toBe(15_000);
    const paid = await startPay(t, token, [bill.billId]);
    expect(paid.body.data, paid.raw).toMatchObject({ payFen: 0, settled: true });
    expect(await servicesLeft(t, card.cardId)).toEqual({ EXAM: 2 });
  });
});
