import type { TestApp } from './harness.ts';
import { addAddress, IM, makeGoods, seedPoints } from './mall-support.ts';
import type { OwnershipRow } from './ownership-row.ts';

/**
 * R1 rows for the mall's calls, for ownership.int.test.ts: A is a member with points, an address and a
 * waiting exchange. The goods are the clinic's catalogue (anyone may read them); the address and the
 * exchange are A's.
 */
export interface MallIds {
  goodsId: number;
  addressId: number;
  exchangeId: number;
}

export type MallRow = OwnershipRow<MallIds>;

export const prepareMallIds = async (
  t: TestApp,
  parentA: { token: string; userId: number },
): Promise<MallIds> => {
  const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  const goodsId = await makeGoods(t, manager, { name: '水杯', pointsPrice: 100, stock: 5 });
  await seedPoints(t, parentA.userId, 1_000);
  const addressId = await addAddress(t, parentA.token, 'A的收货地址');
  const made = await t.call<{ exchangeId: number }>('POST', `${IM}/exchange`, {
    token: parentA.token,
    body: { goodsId, addressId, quantity: 1, requestKey: 'ownership-mall-seed-1' },
  });
  if (!made.body.success) throw new Error(`exchange: ${made.raw}`);
  return { goodsId, addressId, exchangeId: made.body.data.exchangeId };
};

/** The cancel last: A's own call runs it for real. */
export const mallRows: MallRow[] = [
  {
    key: `POST ${IM}/exchange`,
    input: (a) => ({
      body: { goodsId: a.goodsId, addressId: a.addressId, quantity: 1, requestKey: 'ownership-mall-0001' },
    }),
  },
  { key: `GET ${IM}/exchangeDetail`, input: (a) => ({ query: { exchangeId: a.exchangeId } }) },
  {
    key: `POST ${IM}/exchangeCancel`,
    input: (a) => ({ body: { exchangeId: a.exchangeId, requestKey: 'ownership-mall-0002' } }),
  },
];

/** Public catalogue reads that take an id but name no family's record (nothing to be "someone else's"). */
export const MALL_CATALOGUE_READS = [`GET ${IM}/goodsDetail`];

export const mallState = async (t: TestApp) => ({
  goods: await t.ctx.db.kysely.selectFrom('mall_goods').selectAll().orderBy('id').execute(),
  exchanges: await t.ctx.db.kysely.selectFrom('mall_exchanges').selectAll().orderBy('id').execute(),
  points: await t.ctx.db.kysely.selectFrom('points_entries').selectAll().orderBy('id').execute(),
});
