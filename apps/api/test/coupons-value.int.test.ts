import { addClinicDays } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.ts';
import { orderSettlement, quoteCheckout, takeCheckout } from '../src/modules/checkout/checkout.service.ts';
import { createOrder } from '../src/modules/orders/orders.repository.ts';
import { ownCouponViews } from '../src/modules/coupons/coupons.service.ts';
import { couponDifferences } from '../src/modules/coupons/coupons-reconcile.ts';
import { closeUnpaidOrder, transitionOrder } from '../src/modules/orders/orders.service.ts';
import {
  claim,
  claimed,
  couponIdOf,
  couponRow,
  examLine,
  key,
  liveCampaign,
  orderWithCheckout,
  registerTestKind,
  TEST_KIND,
  today,
} from './coupons-support.ts';
import { loginParentFresh, startTestApp, type TestApp } from './harness.ts';

// Coupons under concurrency (R8), as checkout's value source, and given back (issue 15).
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  registerTestKind(t);
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
});
afterAll(async () => {
  // The reconciliation check after every race above: each campaign's count equals its coupons.
  expect(await couponDifferences(t.ctx.db)).toEqual([]);
  await t.close();
});

const settle = <T>(ps: Promise<T>[]) => Promise.allSettled(ps);

describe('R8: claims under concurrency', () => {
  it('20 parents claiming the last coupon at once: one wins, the rest hear 优惠券已领完', async () => {
    const c = await liveCampaign(t, manager, { totalQuantity: 3 });
    for (let i = 0; i < 2; i++) await claimed(t, (await loginParentFresh(t)).token, c.campaignId); // 1 left
    const parents = await Promise.all(Array.from({ length: 20 }, () => loginParentFresh(t)));
    const answers = await Promise.all(parents.map((p) => claim(t, p.token, c.campaignId)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    const losers = answers.filter((a) => !a.body.success);
    expect(losers.map((a) => a.body.code)).toEqual(Array(19).fill(4009));
    expect(new Set(losers.map((a) => a.body.msg))).toEqual(new Set(['优惠券已领完']));
    const campaign = await t.ctx.db.kysely
      .selectFrom('coupon_campaigns')
      .select(['issued_count', 'total_quantity'])
      .where('id', '=', c.campaignId)
      .executeTakeFirstOrThrow();
    expect(campaign.issued_count).toBe(3);
  });

  it('one parent sending 20 claims at once with different keys gets exactly the per-person limit', async () => {
    const c = await liveCampaign(t, manager, { perPersonLimit: 2 });
    const p = await loginParentFresh(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(t, p.token, c.campaignId)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(2);
    expect(answers.filter((a) => !a.body.success).every((a) => a.body.msg === '每人限领2张')).toBe(true);
    const rows = await t.ctx.db.kysely
      .selectFrom('coupons')
      .select('id')
      .where('campaign_id', '=', c.campaignId)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('20 replays of one request key at once make one coupon', async () => {
    const c = await liveCampaign(t, manager, { perPersonLimit: 5 });
    const p = await loginParentFresh(t);
    const requestKey = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => claim(t, p.token, c.campaignId, requestKey)),
    );
    expect(answers.every((a) => a.body.success)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.couponCode)).size).toBe(1);
  });
});

describe('the coupons value source in checkout', () => {
  it('quotes with the coupon discount and gives the reason for each other coupon', async () => {
    const p = await loginParentFresh(t);
    const exam = await liveCampaign(t, manager, { name: '检查券', perPersonLimit: 3 });
    const drug = await liveCampaign(t, manager, {
      name: '药费券',
      serviceCodes: ['DRUG'],
      scopeText: '仅限药费',
    });
    const big = await liveCampaign(t, manager, { name: '大额券', thresholdFen: 50_000, valueFen: 8000 });
    const good = await claimed(t, p.token, exam.campaignId);
    const old = await claimed(t, p.token, exam.campaignId);
    await claimed(t, p.token, drug.campaignId);
    await claimed(t, p.token, big.campaignId);
    await t.ctx.db.kysely
      .updateTable('coupons')
      .set({ valid_from: addClinicDays(today(), -10), valid_to: addClinicDays(today(), -1) })
      .where('code', '=', old.couponCode)
      .execute();
    const quote = await quoteCheckout(t.ctx, t.ctx.db, { userId: p.userId }, [examLine(15_000)], {
      usePackageCards: false,
      usePoints: false,
      coupon: 'best',
    });
    expect(quote.payFen).toBe(13_000);
    expect(quote.couponId).toBe(await couponIdOf(t, good.couponCode));
    expect(quote.adjustments).toEqual([
      { kind: 'coupon', amountFen: 2000, reason: '优惠券「检查券」：满100元减20元' },
    ]);
    const reasons = Object.fromEntries(quote.couponsNotUsed.map((r) => [r.couponId, r.reason]));
    // A checkout page names each coupon through ownCouponViews; another family's id is left out.
    const views = await ownCouponViews(t.ctx.db, p.userId, [
      ...quote.couponsNotUsed.map((r) => r.couponId),
      quote.couponId ?? 0,
    ]);
    expect([...views.values()].map((v) => v.name).sort()).toEqual(['大额券', '检查券', '检查券', '药费券']);
    expect((await ownCouponViews(t.ctx.db, (await loginParentFresh(t)).userId, [...views.keys()])).size).toBe(
      0,
    );
    expect(Object.values(reasons).sort()).toEqual(
      ['不适用于本单项目', '已过期', '未满500元，不可使用'].sort(),
    );
  });

  it('takes the coupon with the order, shows it 已使用, and a closed order gives it back', async () => {
    const p = await loginParentFresh(t);
    const c = await liveCampaign(t, manager);
    const coupon = await claimed(t, p.token, c.campaignId);
    const { order, checkout } = await orderWithCheckout(t, p.userId, [examLine(12_000)]);
    expect(order.amount_fen).toBe(10_000);
    expect(checkout.couponId).toBe(await couponIdOf(t, coupon.couponCode));
    expect((await couponRow(t, coupon.couponCode)).used_order_id).toBe(order.id);
    const used = await t.call<{ state: string }>('GET', '/opordering/wechatapp/couponDetail', {
      token: p.token,
      query: { couponCode: coupon.couponCode },
    });
    expect(used.body.data.state).toBe('used');
    expect((await orderSettlement(t.ctx.db, order.id))?.couponId).toBe(checkout.couponId);
    await inTransaction(t.ctx.db, (trx) => closeUnpaidOrder(t.ctx, trx, order.id));
    const back = await couponRow(t, coupon.couponCode);
    expect(back).toMatchObject({ used_order_id: null, used_at: null });
    expect(back.returned_at).not.toBeNull();
    // Closing again gives back nothing more; another order can now take the coupon.
    await inTransaction(t.ctx.db, (trx) => closeUnpaidOrder(t.ctx, trx, order.id));
    const next = await orderWithCheckout(t, p.userId, [examLine(12_000)]);
    expect(next.checkout.couponId).toBe(checkout.couponId);
  });

  it('a wholly refunded order gives back its coupon; one past its dates comes back as 已过期', async () => {
    const p = await loginParentFresh(t);
    const c = await liveCampaign(t, manager, { perPersonLimit: 2 });
    const coupon = await claimed(t, p.token, c.campaignId);
    const { order } = await orderWithCheckout(t, p.userId, [examLine(12_000)]);
    await t.ctx.db.kysely
      .updateTable('coupons')
      .set({ valid_from: addClinicDays(today(), -10), valid_to: addClinicDays(today(), -1) })
      .where('code', '=', coupon.couponCode)
      .execute();
    await inTransaction(t.ctx.db, async (trx) => {
      await transitionOrder(trx, order.id, 'paying');
      await transitionOrder(trx, order.id, 'paid', { paid_at: new Date().toISOString() });
      await transitionOrder(trx, order.id, 'refunding');
      const refunded = await transitionOrder(trx, order.id, 'refunded', { refunded_fen: order.amount_fen });
      if (!refunded) throw new Error('order did not reach refunded');
      await t.ctx.orderKinds.hooksFor(TEST_KIND).onRefunded(trx, refunded, refunded.amount_fen);
    });
    const detail = await t.call<{ state: string }>('GET', '/opordering/wechatapp/couponDetail', {
      token: p.token,
      query: { couponCode: coupon.couponCode },
    });
    expect(detail.body.data.state).toBe('expired');
    expect((await couponRow(t, coupon.couponCode)).used_order_id).toBeNull();
  });

  it('R8: 20 orders taking one coupon at once: one gets it, the others fail with 优惠券已被使用', async () => {
    const p = await loginParentFresh(t);
    const c = await liveCampaign(t, manager);
    const coupon = await claimed(t, p.token, c.campaignId);
    const couponId = await couponIdOf(t, coupon.couponCode);
    const results = await settle(
      Array.from({ length: 20 }, () => orderWithCheckout(t, p.userId, [examLine(12_000)], couponId)),
    );
    const won = results.filter((r) => r.status === 'fulfilled' && r.value.checkout.couponId === couponId);
    expect(won).toHaveLength(1);
    // The others either saw the coupon gone when they quoted (no coupon, full price) or lost the take (4009, rolled back).
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 4009, message: '优惠券已被使用' });
      else if (r.value.checkout.couponId === null) expect(r.value.order.amount_fen).toBe(12_000);
    }
    const orders = await t.ctx.db.kysely
      .selectFrom('coupons')
      .select('used_order_id')
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(orders.used_order_id).toBe(won[0]?.status === 'fulfilled' ? won[0].value.order.id : -1);
  });

  it('R8: 20 orders taking the coupon of one quote at once: exactly one take succeeds, the rest roll back', async () => {
    const p = await loginParentFresh(t);
    const c = await liveCampaign(t, manager);
    const coupon = await claimed(t, p.token, c.campaignId);
    const wishes = { usePackageCards: false, usePoints: false, coupon: 'best' } as const;
    const quote = await quoteCheckout(t.ctx, t.ctx.db, { userId: p.userId }, [examLine(12_000)], wishes);
    expect(quote.couponId).toBe(await couponIdOf(t, coupon.couponCode));
    const results = await settle(
      Array.from({ length: 20 }, () =>
        inTransaction(t.ctx.db, async (trx) => {
          const order = await createOrder(trx, {
            userId: p.userId,
            kind: TEST_KIND,
            subjectId: 0,
            title: '检查费',
            amountFen: quote.payFen,
            expiresAt: new Date(Date.now() + 15 * 60_000),
          });
          await takeCheckout(t.ctx, trx, { userId: p.userId }, order, quote);
          return order;
        }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 4009, message: '优惠券已被使用' });
    const orders = await t.ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', p.userId)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('the reconciliation check reports a campaign whose count does not match its coupons', async () => {
    const c = await liveCampaign(t, manager);
    await claimed(t, (await loginParentFresh(t)).token, c.campaignId);
    await t.ctx.db.kysely
      .updateTable('coupon_campaigns')
      .set({ issued_count: 2 })
      .where('id', '=', c.campaignId)
      .execute();
    expect(await couponDifferences(t.ctx.db)).toEqual([
      { subject: `coupon_campaign ${c.campaignId}`, detail: '已发放计数 2 张，实有优惠券 1 张' },
    ]);
    await t.ctx.db.kysely
      .updateTable('coupon_campaigns')
      .set({ issued_count: 1 })
      .where('id', '=', c.campaignId)
      .execute();
  });
});
