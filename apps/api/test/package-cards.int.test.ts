import { PACKAGE_CARDS_OFF } from '@sprout/contract';
import { packageRefundFen } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.ts';
import { giveBackCheckout, quoteCheckout, takeCheckout } from '../src/modules/checkout/checkout.service.ts';
import { createOrder } from '../src/modules/orders/orders.service.ts';
import { packageCardDifferences } from '../src/modules/package-cards/package-cards-reconcile.ts';
import { addBaby } from './booking-fixtures.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import {
  buy,
  type Card,
  cardDetail,
  key,
  ok,
  PC,
  paidCard,
  payOrder,
  SM,
  saveProduct,
  servicesLeft,
  setSelling,
  writeOff,
} from './package-cards-support.ts';
import { KIND, registerTestKind } from './payments-helpers.ts';

let t: TestApp;
let manager: string;
let doctor: string;
let parent: { token: string; userId: number };
let babyId: number;
let productId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  registerTestKind(t);
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  parent = await loginParentFresh(t);
  babyId = await addBaby(t, parent.token, '小芽');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const ordersOf = (userId: number) =>
  t.ctx.db.kysely.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();

describe('the facility setting', () => {
  it('is off by default: nothing on sale, buying refused with the reason', async () => {
    const list = ok(
      await t.call<{ onSale: boolean; notice: string; list: unknown[] }>('GET', `${SM}/productList`, {
        token: parent.token,
      }),
    );
    expect(list).toEqual({ onSale: false, notice: PACKAGE_CARDS_OFF, list: [] });
    productId = await saveProduct(t, manager);
    const refused = await buy(t, parent.token, productId, babyId);
    expect(refused.body.code).toBe(4009);
    expect(refused.body.msg).toBe(PACKAGE_CARDS_OFF);
    expect(await ordersOf(parent.userId)).toHaveLength(0);
  });

  it('turned on by a manager, the products are on sale', async () => {
    const facility = ok(await setSelling(t, manager, true));
    expect(facility).toMatchObject({ sellPackageCards: true });
    const list = ok(
      await t.call<{ onSale: boolean; list: { productId: number; suitableMoCodes: string[] }[] }>(
        'GET',
        `${SM}/productList`,
        { token: parent.token },
      ),
    );
    expect(list.onSale).toBe(true);
    expect(list.list.find((p) => p.productId === productId)?.suitableMoCodes).toEqual(['EXAM', 'BONE']);
  });
});

describe('products in the console', () => {
  it('refuses bad input with the field named, and a doctor', async () => {
    const bad = await t.call('POST', `${PC}/product/save`, {
      token: manager,
      body: {
        name: '坏',
        priceFen: -1,
        services: [],
        validityDays: 0,
        refundHandlingPercent: 101,
        enabled: true,
      },
    });
    expect(bad.body.code).toBe(4000);
    const dup = await t.call('POST', `${PC}/product/save`, {
      token: manager,
      body: {
        name: '重复',
        priceFen: 100,
        services: [
          { serviceCode: 'A', serviceName: 'a', uses: 1 },
          { serviceCode: 'A', serviceName: 'b', uses: 1 },
        ],
        validityDays: 30,
        refundHandlingPercent: 0,
        enabled: true,
      },
    });
    expect(dup.body.code).toBe(4000);
    const byDoctor = await t.call('POST', `${PC}/product/save`, { token: doctor, body: {} });
    expect(byDoctor.body.code).not.toBe(200);
    const audits = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'packageCard.product.%')
      .execute();
    expect(audits.length).toBe(1);
  });
});

describe('buying a card', () => {
  it('makes a package_card order at the product price, once per request key', async () => {
    const requestKey = key();
    const first = ok(await buy(t, parent.token, productId, babyId, requestKey));
    const again = ok(await buy(t, parent.token, productId, babyId, requestKey));
    expect(again).toEqual(first);
    expect(first.amountFen).toBe(40_000);
    const orders = await ordersOf(parent.userId);
    expect(orders.filter((o) => o.kind === 'package_card')).toHaveLength(1);
    const other = await buy(t, parent.token, productId + 999, babyId, requestKey);
    expect(other.body.code).toBe(4009);
    const pending = ok(await cardDetail(t, parent.token, first.cardId));
    expect(pending).toMatchObject({ status: 'pending', usesLeft: 4, expiresOn: null });

    await payOrder(t, first.orderNo);
    const card = ok(await cardDetail(t, parent.token, first.cardId));
    expect(card.status).toBe('active');
    expect(card.usesLeft).toBe(4);
    expect(card.services.map((s) => [s.serviceCode, s.usesLeft])).toEqual([
      ['EXAM', 3],
      ['BONE', 1],
    ]);
    expect(card.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(card.uses.map((u) => [u.kind, u.delta])).toEqual([
      ['grant', 1],
      ['grant', 3],
    ]);
    const phone = (
      await t.ctx.db.kysely
        .selectFrom('users')
        .select('phone')
        .where('id', '=', parent.userId)
        .executeTakeFirstOrThrow()
    ).phone;
    const byPhone = ok(
      await t.call<{ list: Card[]; total: number }>('GET', `${PC}/card/list`, {
        token: doctor,
        query: { phone: phone ?? '', status: 'active' },
      }),
    );
    expect(byPhone.list.map((c) => c.cardId)).toEqual([first.cardId]);
    expect(
      (await t.call('GET', `${PC}/card/list`, { token: doctor, query: { phone: '123' } })).body.code,
    ).toBe(4000);
    const mine = ok(
      await t.call<{ list: Card[] }>('GET', `${SM}/myCards`, { token: parent.token, query: { babyId } }),
    );
    expect(mine.list.map((c) => c.cardId)).toContain(first.cardId);
  });

  it('closes the card when its order runs out unpaid', async () => {
    const bought = ok(await buy(t, parent.token, productId, babyId));
    for (let i = 0; i < 20; i++) if ((await t.runJobs(new Date(Date.now() + 31 * 60_000))) === 0) break;
    const row = await t.ctx.db.kysely
      .selectFrom('package_cards')
      .select('status')
      .where('id', '=', bought.cardId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('closed');
    expect((await cardDetail(t, parent.token, bought.cardId)).body.code).toBe(4004);
  });

  it('refuses bad input and a product that is off sale', async () => {
    expect(
      (await t.call('POST', `${SM}/buy`, { token: parent.token, body: { productId, babyId } })).body.code,
    ).toBe(4000);
    expect((await buy(t, parent.token, productId, babyId, 'short')).body.code).toBe(4000);
    const off = await saveProduct(t, manager, { name: '下架套餐', enabled: false });
    expect((await buy(t, parent.token, off, babyId)).body.code).toBe(4004);
    expect(
      (await t.call('POST', `${SM}/buy`, { token: null, body: { productId, babyId, requestKey: key() } }))
        .body.code,
    ).not.toBe(200);
  });
});

describe('write-off at the visit (核销)', () => {
  it('takes one use, audited, once per request key; refuses a service the card lacks and a used-up service', async () => {
    const cardId = await paidCard(t, parent.token, productId, babyId);
    const requestKey = key();
    const after = ok(await writeOff(t, doctor, cardId, 'BONE', requestKey));
    expect(after.services.find((s) => s.serviceCode === 'BONE')?.usesLeft).toBe(0);
    ok(await writeOff(t, doctor, cardId, 'BONE', requestKey));
    expect((await servicesLeft(t, cardId)).BONE).toBe(0);
    const gone = await writeOff(t, doctor, cardId, 'BONE');
    expect(gone.body.code).toBe(4009);
    expect((await writeOff(t, doctor, cardId, 'NOPE')).body.code).toBe(4009);
    const audits = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'packageCard.writeOff')
      .where('subject_id', '=', String(cardId))
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actor_type).toBe('staff');
  });

  it('R8: 20 concurrent write-offs of the last use: exactly one wins', async () => {
    const cardId = await paidCard(t, parent.token, productId, babyId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => writeOff(t, doctor, cardId, 'BONE')));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 4009)).toHaveLength(19);
    expect((await servicesLeft(t, cardId)).BONE).toBe(0);
    expect(await packageCardDifferences(t.ctx.db)).toEqual([]);
  });
});

const lines = (babyOf: number) => [
  { lineId: 'exam', serviceCode: 'BONE', category: 'exam', amountFen: 12_000, babyId: babyOf },
  { lineId: 'lab', serviceCode: 'LAB', category: 'lab', amountFen: 3_000, babyId: babyOf },
];
const wishes = { usePackageCards: true, usePoints: false, coupon: null } as const;

/** Quotes and takes in one transaction, as a bill's payment does. */
const payWithCards = (userId: number, babyOf: number) =>
  inTransaction(t.ctx.db, async (trx) => {
    const checkout = await quoteCheckout(t.ctx, trx, { userId }, lines(babyOf), wishes);
    const order = await createOrder(trx, {
      userId,
      kind: KIND,
      subjectId: 1,
      title: '检查费',
      amountFen: checkout.payFen,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await takeCheckout(t.ctx, trx, { userId }, order, checkout);
    return { order, checkout };
  });

describe("value source 'package' at checkout", () => {
  it("offers the family's live card for its child, takes one use per line, gives it back once", async () => {
    const p3 = await loginParentFresh(t);
    const b3 = await addBaby(t, p3.token, '小苗');
    const cardId = await paidCard(t, p3.token, productId, b3);
    const quote = await quoteCheckout(t.ctx, t.ctx.db, { userId: p3.userId }, lines(b3), wishes);
    expect(quote.payFen).toBe(3_000);
    expect(quote.adjustments[0]).toMatchObject({ kind: 'package', amountFen: 12_000 });
    // Another child's lines are not covered.
    const other = await addBaby(t, p3.token, '小禾');
    expect((await quoteCheckout(t.ctx, t.ctx.db, { userId: p3.userId }, lines(other), wishes)).payFen).toBe(
      15_000,
    );
    // Another family's card covers nothing.
    expect((await quoteCheckout(t.ctx, t.ctx.db, { userId: parent.userId }, lines(b3), wishes)).payFen).toBe(
      15_000,
    );

    const { order } = await payWithCards(p3.userId, b3);
    expect((await servicesLeft(t, cardId)).BONE).toBe(0);
    await inTransaction(t.ctx.db, (trx) => giveBackCheckout(t.ctx, trx, order));
    await inTransaction(t.ctx.db, (trx) => giveBackCheckout(t.ctx, trx, order));
    expect((await servicesLeft(t, cardId)).BONE).toBe(1);
    const detail = ok(await cardDetail(t, p3.token, cardId));
    expect(detail.uses.filter((u) => u.kind === 'giveBack')).toHaveLength(1);
    expect(await packageCardDifferences(t.ctx.db)).toEqual([]);
  });

  it('R8: 20 concurrent checkouts for the last use: one takes it, the rest are refused or pay in full', async () => {
    const p2 = await loginParentFresh(t);
    const b2 = await addBaby(t, p2.token, '小叶');
    const cardId = await paidCard(t, p2.token, productId, b2);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => payWithCards(p2.userId, b2)));
    const taken = results.filter(
      (r) => r.status === 'fulfilled' && r.value.checkout.packageUses.length === 1,
    );
    expect(taken).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 4009 });
    expect((await servicesLeft(t, cardId)).BONE).toBe(0);
    expect(await packageCardDifferences(t.ctx.db)).toEqual([]);
  });
});

describe('refund of an unused card (退卡)', () => {
  it('gives back the uses left pro rata less handling, through the order refund, once, audited', async () => {
    const cardId = await paidCard(t, parent.token, productId, babyId);
    ok(await writeOff(t, doctor, cardId, 'EXAM'));
    const before = ok(await t.call<Card>('GET', `${PC}/card/detail`, { token: doctor, query: { cardId } }));
    const expected = packageRefundFen(40_000, 4, 3, 10);
    expect(before.refundFen).toBe(expected);
    const requestKey = key();
    const noReason = await t.call('POST', `${PC}/card/refund`, {
      token: manager,
      body: { cardId, requestKey },
    });
    expect(noReason.body.code).toBe(4000);
    const byDoctor = await t.call('POST', `${PC}/card/refund`, {
      token: doctor,
      body: { cardId, reason: '家长搬家', requestKey },
    });
    expect(byDoctor.body.success).toBe(false);
    const body = { cardId, reason: '家长搬家', requestKey };
    const first = ok(
      await t.call<{ refundFen: number; refundNo: string }>('POST', `${PC}/card/refund`, {
        token: manager,
        body,
      }),
    );
    const replay = ok(
      await t.call<{ refundFen: number; refundNo: string }>('POST', `${PC}/card/refund`, {
        token: manager,
        body,
      }),
    );
    expect(replay).toEqual(first);
    expect(first.refundFen).toBe(expected);
    const refunds = await t.ctx.db.kysely
      .selectFrom('refunds')
      .selectAll()
      .where('refund_no', '=', first.refundNo)
      .execute();
    expect(refunds.map((r) => r.amount_fen)).toEqual([expected]);
    expect(await servicesLeft(t, cardId)).toEqual({ EXAM: 0, BONE: 0 });
    const again = await t.call('POST', `${PC}/card/refund`, {
      token: manager,
      body: { ...body, requestKey: key() },
    });
    expect(again.body.code).toBe(4009);
    expect((await writeOff(t, doctor, cardId, 'EXAM')).body.code).toBe(4009);
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'packageCard.refund')
      .where('subject_id', '=', String(cardId))
      .execute();
    expect(audit).toHaveLength(1);
    expect(await packageCardDifferences(t.ctx.db)).toEqual([]);
  });
});

describe("another family's ids", () => {
  it('read as absent and change nothing', async () => {
    const cardId = await paidCard(t, parent.token, productId, babyId);
    const other = await loginParentFresh(t);
    expect((await cardDetail(t, other.token, cardId)).body.code).toBe(4004);
    expect((await buy(t, other.token, productId, babyId)).body.code).toBe(4004);
    const list = await t.call('GET', `${SM}/myCards`, { token: other.token, query: { babyId } });
    expect(list.body.code).toBe(4004);
    expect(await ordersOf(other.userId)).toHaveLength(0);
  });
});
