import { addBaby } from './booking-fixtures.ts';
import type { TestApp } from './harness.ts';
import { paidCard, saveProduct, setSelling, SM } from './package-cards-support.ts';
import type { OwnershipRow } from './ownership-row.ts';

/**
 * R1 rows for the package-card calls, for ownership.int.test.ts: the clinic sells cards, A has a child
 * with a paid card. The product is the clinic's (anyone may buy it); the child and the card are A's.
 */
export interface PackageCardIds {
  babyId: number;
  productId: number;
  cardId: number;
}

export type PackageCardRow = OwnershipRow<PackageCardIds>;

export const preparePackageCardIds = async (
  t: TestApp,
  parentA: { token: string },
): Promise<PackageCardIds> => {
  const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  const on = await setSelling(t, manager, true);
  if (!on.body.success) throw new Error(`facility update: ${on.raw}`);
  const productId = await saveProduct(t, manager, { name: '儿保套餐' });
  const babyId = await addBaby(t, parentA.token, 'A的卡宝');
  return { babyId, productId, cardId: await paidCard(t, parentA.token, productId, babyId) };
};

export const packageCardRows: PackageCardRow[] = [
  {
    key: `POST ${SM}/buy`,
    input: (a) => ({ body: { productId: a.productId, babyId: a.babyId, requestKey: 'ownership-buy-0001' } }),
  },
  { key: `GET ${SM}/myCards`, input: (a) => ({ query: { babyId: a.babyId } }) },
  { key: `GET ${SM}/cardDetail`, input: (a) => ({ query: { cardId: a.cardId } }) },
];

export const packageCardState = async (t: TestApp) => ({
  cards: await t.ctx.db.kysely.selectFrom('package_cards').selectAll().orderBy('id').execute(),
  uses: await t.ctx.db.kysely.selectFrom('package_card_uses').selectAll().orderBy('id').execute(),
});
