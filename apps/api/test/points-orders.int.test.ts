import { inTransaction } from '../src/db/database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteCheckout, takeCheckout } from '../src/modules/checkout/checkout.service.ts';
import { closeUnpaidOrder } from '../src/modules/orders/orders.service.ts';
import { createOrder } from '../src/modules/orders/orders.repository.ts';
import { requestRefund } from '../src/modules/payments/refunds.service.ts';
import { givePoints } from '../src/modules/points/points-earning.ts';
import { expirePoints } from '../src/modules/points/points-expiry.ts';
import { pointsDifferences } from '../src/modules/points/points-reconcile.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { drainJobs, KIND, orderRow, pressCashier, registerTestKind } from './payments-helpers.ts';
import { activate, adjust, balanceRow, ledgerRows, type Parent, requestKey, W } from './points-support.ts';

// Points earned on paid orders and taken back on refunds, points at checkout, expiry, and the staff side.
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  registerTestKind(t);
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  expect(await pointsDifferences(t.ctx.db)).toEqual([]);
  await t.close();
});

const member = async (): Promise<Parent> => {
  const p = await loginParentFresh(t);
  await activate(t, p.token);
  return p;
};
const order = (userId: number, amountFen: number) =>
  createOrder(t.ctx.db, {
    userId,
    kind: KIND,
    subjectId: 1,
    title: '检查费',
    amountFen,
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
const pay = async (p: Parent, orderNo: string) => {
  const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
    token: p.token,
    query: { orderNo },
  });
  await pressCashier(t, sign.body.data.cashierUrl, 'pay');
  await drainJobs(t);
  return orderRow(t, orderNo);
};
const refund = async (orderNo: string, fen: number) => {
  const row = await orderRow(t, orderNo);
  await inTransaction(t.ctx.db, (trx) => requestRefund(trx, row, fen, '测试退款'));
  await drainJobs(t);
  await drainJobs(t);
};

describe('earning and taking back', () => {
  it('a paid order earns a point per whole yuan once; refunds take them back pro rata', async () => {
    const p = await member();
    const o = await order(p.userId, 12_345);
    expect((await pay(p, o.order_no)).status).toBe('paid');
    expect(await balanceRow(t, p.userId)).toBe(123);
    const earned = (await ledgerRows(t, p.userId))[0];
    expect(earned).toMatchObject({ kind: 'earn', ref: `order:${o.id}:earn`, reason: '消费获得：检查费' });
    expect(earned?.expires_on).toBe(`${Number(earned?.entry_on.slice(0, 4)) + 1}-12-31`);
    await refund(o.order_no, 6_000);
    // 123 × 6000 / 12345 = 59.78: 59 taken back.
    expect(await balanceRow(t, p.userId)).toBe(64);
    await refund(o.order_no, 6_345);
    expect(await balanceRow(t, p.userId)).toBe(0);
    expect((await ledgerRows(t, p.userId)).map((r) => r.kind)).toEqual(['earn', 'reverse', 'reverse']);
  });

  it('a non-member earns nothing; spent points are not taken back below zero', async () => {
    const stranger = await loginParentFresh(t);
    const o1 = await order(stranger.userId, 5_000);
    await pay(stranger, o1.order_no);
    expect(await ledgerRows(t, stranger.userId)).toEqual([]);
    const p = await member();
    const o2 = await order(p.userId, 10_000);
    await pay(p, o2.order_no);
    expect((await adjust(t, manager, p.userId, -80)).body.success).toBe(true);
    await refund(o2.order_no, 10_000);
    expect(await balanceRow(t, p.userId)).toBe(0);
  });
});

describe('points at checkout (value source)', () => {
  const lines = [{ lineId: 'a', serviceCode: 'EXAM', category: 'exam', amountFen: 10_000, babyId: null }];
  const wishes = { usePackageCards: false, usePoints: true, coupon: null };

  it('quotes the member discount and points, takes them with the order, gives them back when it closes', async () => {
    const p = await member();
    await adjust(t, manager, p.userId, 8_000);
    const quote = await quoteCheckout(t.ctx, t.ctx.db, { userId: p.userId }, lines, wishes);
    // 9.5折 → 9500; points pay at most 50 %: 4750 points.
    expect(quote.adjustments.map((a) => [a.kind, a.amountFen])).toEqual([
      ['member', 500],
      ['points', 4_750],
    ]);
    expect(quote.pointsUsed).toBe(4_750);
    const o = await inTransaction(t.ctx.db, async (trx) => {
      const row = await createOrder(trx, {
        userId: p.userId,
        kind: KIND,
        subjectId: 1,
        title: '检查费',
        amountFen: quote.payFen,
        expiresAt: new Date(Date.now() + 60_000),
      });
      await takeCheckout(t.ctx, trx, { userId: p.userId }, row, quote);
      return row;
    });
    expect(await balanceRow(t, p.userId)).toBe(3_250);
    await inTransaction(t.ctx.db, (trx) => closeUnpaidOrder(t.ctx, trx, o.id));
    expect(await balanceRow(t, p.userId)).toBe(8_000);
    expect((await ledgerRows(t, p.userId)).map((r) => r.kind)).toEqual(['adjust', 'spend', 'reverse']);
  });

  it('a non-member gets neither discount nor points', async () => {
    const stranger = await loginParentFresh(t);
    const quote = await quoteCheckout(t.ctx, t.ctx.db, { userId: stranger.userId }, lines, wishes);
    expect(quote.payFen).toBe(10_000);
    expect(quote.adjustments).toEqual([]);
  });
});

describe('expiry', () => {
  it('writes one expire entry per lot run out, once, and the job chain runs daily', async () => {
    const p = await member();
    await givePoints(t.ctx.db, {
      userId: p.userId,
      points: 70,
      kind: 'adjust',
      reason: '旧积分',
      ref: 'old',
      expiresOn: '2025-12-31',
    });
    await givePoints(t.ctx.db, {
      userId: p.userId,
      points: 30,
      kind: 'adjust',
      reason: '新积分',
      ref: 'new',
      expiresOn: '2099-12-31',
    });
    expect(await expirePoints(t.ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await expirePoints(t.ctx.db)).toBe(0);
    const rows = await ledgerRows(t, p.userId);
    expect(rows.at(-1)).toMatchObject({ kind: 'expire', points: -70, reason: '积分过期（2025-12-31到期）' });
    expect(await balanceRow(t, p.userId)).toBe(30);
    const job = await t.ctx.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'points-expire')
      .where('status', '=', 'pending')
      .execute();
    expect(job).toHaveLength(1);
  });
});

describe('staff: ledger, adjustments and rules', () => {
  it('adjusts with a reason once per key, audited; never below the usable points', async () => {
    const p = await member();
    const key = requestKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adjust(t, manager, p.userId, 500, key)),
    );
    expect(new Set(answers.map((a) => a.body.data.entryId)).size).toBe(1);
    expect(await balanceRow(t, p.userId)).toBe(500);
    expect((await adjust(t, manager, p.userId, -501)).body).toMatchObject({ code: 4009, msg: '积分不足' });
    const noReason = await t.call('POST', '/api/console/members/points/adjust', {
      token: manager,
      body: { userId: p.userId, points: 5, reason: ' ', requestKey: requestKey() },
    });
    expect(noReason.body.code).toBe(4000);
    const stranger = await loginParentFresh(t);
    expect((await adjust(t, manager, stranger.userId, 5)).body).toMatchObject({ code: 4009 });
    const ledger = await t.call<{ list: { staffName: string | null; reason: string }[]; balance: number }>(
      'GET',
      '/api/console/members/points',
      { token: manager, query: { userId: p.userId } },
    );
    expect(ledger.body.data.balance).toBe(500);
    expect(ledger.body.data.list[0]).toMatchObject({ reason: '诊所调整：测试调整' });
    expect(ledger.body.data.list[0]?.staffName).toBeTruthy();
    const audits = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'points.adjust')
      .where('subject_id', '=', String(p.userId))
      .execute();
    expect(audits).toHaveLength(1);
    expect(
      (await t.call('GET', '/api/console/members/points', { token: manager, query: { userId: 999_999 } }))
        .body.code,
    ).toBe(4004);
  });

  it('a rule change is a new version in force at once, with its history, and the rule text follows it', async () => {
    const rules = {
      pointsPerYuan: 2,
      fenPerPoint: 1,
      maxPayPercent: 30,
      validYearsAfter: 2,
      transferDailyCount: 3,
      transferDailyPoints: 5000,
    };
    const saved = await t.call<{ version: number }>('POST', '/api/console/points/rules', {
      token: manager,
      body: { ...rules, reason: '双倍积分活动' },
    });
    expect(saved.body.success).toBe(true);
    const p = await member();
    const intro = await t.call<{ rule: { pointsPerYuan: number }; lines: string[] }>(
      'GET',
      `${W}/points/ruleIntro`,
      {
        token: p.token,
      },
    );
    expect(intro.body.data.rule.pointsPerYuan).toBe(2);
    expect(intro.body.data.lines[0]).toContain('每满1元获得2积分');
    const o = await order(p.userId, 1_000);
    await pay(p, o.order_no);
    expect(await balanceRow(t, p.userId)).toBe(20);
    const history = await t.call<{ history: { reason: string }[] }>('GET', '/api/console/points/rules', {
      token: manager,
    });
    expect(history.body.data.history[0]?.reason).toBe('双倍积分活动');
    const bad = await t.call('POST', '/api/console/points/rules', {
      token: manager,
      body: { ...rules, maxPayPercent: 101, reason: '错' },
    });
    expect(bad.body.code).toBe(4000);
    await t.call('POST', '/api/console/points/rules', {
      token: manager,
      body: { ...rules, pointsPerYuan: 1, maxPayPercent: 50, validYearsAfter: 1, reason: '恢复' },
    });
  });

  it('积分明细 pages the entries newest first with balance and usable points on top', async () => {
    const p = await member();
    for (let i = 0; i < 3; i++) await adjust(t, manager, p.userId, 10 + i);
    const page = await t.call<{ list: { points: number }[]; total: number; balance: number; usable: number }>(
      'GET',
      `${W}/points/details`,
      { token: p.token, query: { pageNum: 1, pageSize: 2 } },
    );
    expect(page.body.data).toMatchObject({ total: 3, balance: 33, usable: 33 });
    expect(page.body.data.list.map((e) => e.points)).toEqual([12, 11]);
    expect((await t.call('GET', `${W}/points/details`, { query: {} })).body.code).toBe(1000);
    expect(
      (await t.call('GET', `${W}/points/details`, { token: p.token, query: { pageSize: 1000 } })).body.code,
    ).toBe(4000);
  });
});
