import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { inTransaction } from '../src/db/database.ts';
import { transitionOrder } from '../src/modules/orders/orders.service.ts';
import type { ApiAnswer, TestApp } from './harness.ts';

/** Fixtures of the package-card suites: the facility setting, products, cards bought and paid. */

export const SM = '/opordering/wechatapp/setMeal';
export const PC = '/api/console/packageCards';

export const key = () => randomUUID();

export const ok = <T>(answer: ApiAnswer<T>): T => {
  expect(answer.body.success, answer.raw).toBe(true);
  return answer.body.data;
};

export interface Card {
  cardId: number;
  status: string;
  expiresOn: string | null;
  orderNo: string;
  usesLeft: number;
  totalUses: number;
  services: { serviceCode: string; usesTotal: number; usesLeft: number }[];
  refundFen?: number;
}

export const setSelling = (t: TestApp, manager: string, on: boolean) =>
  t.call('POST', '/api/console/clinic/facility/update', {
    token: manager,
    body: { facilityId: 1, sellPackageCards: on },
  });

export const PRODUCT = {
  name: '儿保套餐',
  description: '一年内儿保体检三次、骨龄一次',
  priceFen: 40_000,
  services: [
    { serviceCode: 'EXAM', serviceName: '儿保体检', uses: 3 },
    { serviceCode: 'BONE', serviceName: '骨龄检测', uses: 1 },
  ],
  validityDays: 365,
  refundHandlingPercent: 10,
  enabled: true,
};

export const saveProduct = async (t: TestApp, manager: string, over: Record<string, unknown> = {}) =>
  ok(
    await t.call<{ productId: number }>('POST', `${PC}/product/save`, {
      token: manager,
      body: { ...PRODUCT, ...over },
    }),
  ).productId;

export const buy = (
  t: TestApp,
  token: string,
  productId: number,
  babyId: number,
  requestKey: string = key(),
) =>
  t.call<{ cardId: number; orderNo: string; amountFen: number }>('POST', `${SM}/buy`, {
    token,
    body: { productId, babyId, requestKey },
  });

/** Pays an order as the payment notify does: the order moves to paid and its kind's hooks run with it. */
export const payOrder = async (t: TestApp, orderNo: string) => {
  await inTransaction(t.ctx.db, async (trx) => {
    const row = await trx.kysely
      .selectFrom('orders')
      .select('id')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    const order = await transitionOrder(trx, row.id, 'paid', { paid_at: new Date().toISOString() });
    if (order) await t.ctx.orderKinds.hooksFor(order.kind).onPaid(trx, order);
  });
};

/** Buys and pays a card; returns its id. */
export const paidCard = async (t: TestApp, token: string, productId: number, babyId: number) => {
  const bought = ok(await buy(t, token, productId, babyId));
  await payOrder(t, bought.orderNo);
  return bought.cardId;
};

export const cardDetail = (t: TestApp, token: string, cardId: number) =>
  t.call<Card & { uses: { kind: string; delta: number }[] }>('GET', `${SM}/cardDetail`, {
    token,
    query: { cardId },
  });

export const writeOff = (
  t: TestApp,
  staff: string,
  cardId: number,
  serviceCode: string,
  requestKey = key(),
) => t.call<Card>('POST', `${PC}/card/writeOff`, { token: staff, body: { cardId, serviceCode, requestKey } });

export const servicesLeft = async (t: TestApp, cardId: number) =>
  Object.fromEntries(
    (
      await t.ctx.db.kysely
        .selectFrom('package_card_services')
        .select(['service_code', 'uses_left'])
        .where('card_id', '=', cardId)
        .execute()
    ).map((s) => [s.service_code, s.uses_left]),
  );

/** A catalogue item 儿保体检 (code EXAM, 150 yuan) and package cards on sale: what a card-paid bill needs. */
export const examOnSaleWithCards = async (t: TestApp, manager: string) => {
  const exam = { code: 'EXAM', name: '儿保体检', category: 'exam', unitPriceFen: 15_000, enabled: true };
  expect(
    (await t.call('POST', '/api/console/fees/items/save', { token: manager, body: exam })).body.success,
  ).toBe(true);
  expect((await setSelling(t, manager, true)).body.success).toBe(true);
};
