import type { Db } from '../../db/database.ts';
import type { MemberCardRow, MemberRow } from '../../db/schema-points.ts';

/** The only SQL on members, member cards and card types. */

export const findMember = (db: Db, userId: number): Promise<MemberRow | undefined> =>
  db.kysely.selectFrom('members').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const defaultCardTypeId = async (db: Db): Promise<number> =>
  (
    await db.kysely
      .selectFrom('member_card_types')
      .select('id')
      .where('is_default', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;

/** Makes the account a member; a second activation (a double tap, a race) changes nothing. */
/** Makes the account a member once; false when it was one already. */
export const insertMember = async (db: Db, member: MemberRow): Promise<boolean> =>
  (await db.kysely
    .insertInto('members')
    .values(member)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst()) !== undefined;

export const cardsOf = (db: Db, userId: number): Promise<MemberCardRow[]> =>
  db.kysely.selectFrom('member_cards').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** Issues a card for one record of a member; an existing card for that record stays. */
export const insertCard = async (db: Db, card: Omit<MemberCardRow, 'id'>): Promise<void> => {
  await db.kysely
    .insertInto('member_cards')
    .values(card)
    .onConflict((oc) => oc.columns(['user_id', 'pid']).doNothing())
    .execute();
};

export const cardTypeOf = (db: Db, cardTypeId: number) =>
  db.kysely
    .selectFrom('member_card_types')
    .selectAll()
    .where('id', '=', cardTypeId)
    .executeTakeFirstOrThrow();

export const discountsOf = (db: Db, cardTypeId: number) =>
  db.kysely
    .selectFrom('member_card_discounts')
    .selectAll()
    .where('card_type_id', '=', cardTypeId)
    .orderBy('category')
    .execute();

export const findCardByNumber = (db: Db, cardNumber: string): Promise<MemberCardRow | undefined> =>
  db.kysely.selectFrom('member_cards').selectAll().where('card_number', '=', cardNumber).executeTakeFirst();

/** Every card type with the number of members holding it, default first. */
export const cardTypesWithMembers = (db: Db) =>
  db.kysely
    .selectFrom('member_card_types as t')
    .leftJoin('members as m', 'm.card_type_id', 't.id')
    .select(['t.id', 't.name', 't.note', 't.is_default'])
    .select((eb) => eb.fn.count<number | string>('m.user_id').as('members'))
    .groupBy(['t.id', 't.name', 't.note', 't.is_default'])
    .orderBy('t.is_default', 'desc')
    .orderBy('t.id')
    .execute();

export const findCardType = (db: Db, cardTypeId: number) =>
  db.kysely.selectFrom('member_card_types').selectAll().where('id', '=', cardTypeId).executeTakeFirst();

/** A card type's name, note and discounts, replaced together (inside the caller's transaction). */
export const replaceCardType = async (
  trx: Db,
  cardTypeId: number,
  type: { name: string; note: string },
  discounts: readonly { category: string; category_name: string; pay_percent: number }[],
) => {
  await trx.kysely.updateTable('member_card_types').set(type).where('id', '=', cardTypeId).execute();
  await trx.kysely.deleteFrom('member_card_discounts').where('card_type_id', '=', cardTypeId).execute();
  if (discounts.length > 0)
    await trx.kysely
      .insertInto('member_card_discounts')
      .values(discounts.map((d) => ({ ...d, card_type_id: cardTypeId })))
      .execute();
};

export const insertCardType = async (db: Db, type: { name: string; note: string; created_at: string }) =>
  (
    await db.kysely
      .insertInto('member_card_types')
      .values({ ...type, is_default: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/**
 * Makes this type the one new members get. The old default is cleared first: the partial unique index
 * allows one row with is_default = 1 at any moment (inside the caller's transaction).
 */
export const makeDefaultCardType = async (trx: Db, cardTypeId: number) => {
  await trx.kysely
    .updateTable('member_card_types')
    .set({ is_default: 0 })
    .where('is_default', '=', 1)
    .where('id', '!=', cardTypeId)
    .execute();
  await trx.kysely
    .updateTable('member_card_types')
    .set({ is_default: 1 })
    .where('id', '=', cardTypeId)
    .execute();
};

export const setMemberCardType = async (trx: Db, userId: number, cardTypeId: number) => {
  await trx.kysely
    .updateTable('members')
    .set({ card_type_id: cardTypeId })
    .where('user_id', '=', userId)
    .execute();
};

/** The merged account's cards for records the survivor holds no card of move to the survivor. */
export const moveCardsToMember = async (trx: Db, fromUserId: number, intoUserId: number): Promise<void> => {
  const held = trx.kysely.selectFrom('member_cards').select('pid').where('user_id', '=', intoUserId);
  await trx.kysely
    .updateTable('member_cards')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .where('pid', 'not in', held)
    .execute();
};

/** A membership with no cards left behind, once its cards have moved (the survivor carries it on). */
export const deleteCardlessMember = async (trx: Db, userId: number): Promise<void> => {
  const cards = trx.kysely.selectFrom('member_cards').select('user_id').where('user_id', '=', userId);
  await trx.kysely
    .deleteFrom('members')
    .where('user_id', '=', userId)
    .where('user_id', 'not in', cards)
    .execute();
};
