import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type {
  PackageCardProductsTable,
  PackageCardStatus,
  PackageCardUseKind,
} from '../../db/schema-value-goods.ts';

type ProductColumns = Omit<PackageCardProductsTable, 'id' | 'created_at' | 'updated_at'>;

export const listProducts = (db: Db, onlyEnabled: boolean) => {
  let q = db.kysely.selectFrom('package_card_products').selectAll().orderBy('id');
  if (onlyEnabled) q = q.where('enabled', '=', 1);
  return q.execute();
};

export const findProduct = (db: Db, id: number) =>
  db.kysely.selectFrom('package_card_products').selectAll().where('id', '=', id).executeTakeFirst();

export const insertProduct = (trx: Db, p: ProductColumns) =>
  trx.kysely
    .insertInto('package_card_products')
    .values({ ...p, created_at: nowIso(), updated_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateProduct = (trx: Db, id: number, p: ProductColumns) =>
  trx.kysely
    .updateTable('package_card_products')
    .set({ ...p, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export interface NewCard {
  user_id: number;
  baby_id: number;
  product_id: number;
  name: string;
  price_fen: number;
  services: string;
  total_uses: number;
  validity_days: number;
  refund_handling_percent: number;
}

export const insertCard = (trx: Db, c: NewCard) =>
  trx.kysely
    .insertInto('package_cards')
    .values({
      ...c,
      status: 'pending',
      paid_at: null,
      expires_on: null,
      refunded_fen: null,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** A card with the display columns of its views: the child's name, the order number, the parent's phone. */
const cardView = (db: Db) =>
  db.kysely
    .selectFrom('package_cards as c')
    .innerJoin('babies as b', 'b.id', 'c.baby_id')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select(['b.name as baby_name', 'o.order_no', 'u.phone as parent_phone']);

export type CardViewRow = NonNullable<Awaited<ReturnType<typeof findCardView>>>;

export const findCardView = (db: Db, cardId: number) =>
  cardView(db).where('c.id', '=', cardId).executeTakeFirst();

export const findOwnCardView = (db: Db, userId: number, cardId: number) =>
  cardView(db).where('c.id', '=', cardId).where('c.user_id', '=', userId).executeTakeFirst();

export const listOwnCardViews = (db: Db, userId: number, babyId: number | undefined) => {
  let q = cardView(db)
    .where('c.user_id', '=', userId)
    .where('c.status', 'in', ['pending', 'active', 'refunded'])
    .orderBy('c.id', 'desc');
  if (babyId !== undefined) q = q.where('c.baby_id', '=', babyId);
  return q.execute();
};

export const pageCardViews = async (
  db: Db,
  f: {
    phone?: string | undefined;
    status?: PackageCardStatus | undefined;
    pageNum: number;
    pageSize: number;
  },
) => {
  let q = cardView(db);
  if (f.phone !== undefined) q = q.where('u.phone', '=', f.phone);
  if (f.status !== undefined) q = q.where('c.status', '=', f.status);
  const rows = await q
    .orderBy('c.id', 'desc')
    .limit(f.pageSize)
    .offset((f.pageNum - 1) * f.pageSize)
    .execute();
  const total = await q.clearSelect().select(countAll()).executeTakeFirst();
  return { rows, total: toCount(total?.count) };
};

export const setCardOrder = (trx: Db, cardId: number, orderId: number) =>
  trx.kysely.updateTable('package_cards').set({ order_id: orderId }).where('id', '=', cardId).execute();

export const findCardByOrder = (db: Db, orderId: number) =>
  db.kysely.selectFrom('package_cards').selectAll().where('order_id', '=', orderId).executeTakeFirst();

/**
 * Locks the card row for a change of its uses or status (PostgreSQL; SQLite has one writer). FOR NO
 * KEY UPDATE: the card's key never changes, and a checkout inserting a use takes a key-share lock on
 * the card through the foreign key after it has updated the service row; FOR UPDATE would wait for that
 * and deadlock a refund that holds the card and wants the service row (issue 22).
 */
export const lockCard = (trx: Db, cardId: number) => {
  let q = trx.kysely.selectFrom('package_cards').selectAll().where('id', '=', cardId);
  if (trx.dialect === 'postgres') q = q.forNoKeyUpdate();
  return q.executeTakeFirst();
};

/** pending → active on payment, once. */
export const activateCard = (trx: Db, cardId: number, paidAt: string, expiresOn: string) =>
  trx.kysely
    .updateTable('package_cards')
    .set({ status: 'active', paid_at: paidAt, expires_on: expiresOn, updated_at: nowIso() })
    .where('id', '=', cardId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

export const closePendingCard = (trx: Db, cardId: number) =>
  trx.kysely
    .updateTable('package_cards')
    .set({ status: 'closed', updated_at: nowIso() })
    .where('id', '=', cardId)
    .where('status', '=', 'pending')
    .executeTakeFirst();

/** active → refunded, once. */
export const markCardRefunded = (trx: Db, cardId: number, refundedFen: number) =>
  trx.kysely
    .updateTable('package_cards')
    .set({ status: 'refunded', refunded_fen: refundedFen, updated_at: nowIso() })
    .where('id', '=', cardId)
    .where('status', '=', 'active')
    .returningAll()
    .executeTakeFirst();

export const insertServices = (
  trx: Db,
  cardId: number,
  services: readonly { serviceCode: string; serviceName: string; uses: number }[],
) =>
  trx.kysely
    .insertInto('package_card_services')
    .values(
      services.map((s) => ({
        card_id: cardId,
        service_code: s.serviceCode,
        service_name: s.serviceName,
        uses_total: s.uses,
        uses_left: s.uses,
      })),
    )
    .returningAll()
    .execute();

export const servicesOfCards = (db: Db, cardIds: readonly number[]) =>
  cardIds.length === 0
    ? Promise.resolve([])
    : db.kysely
        .selectFrom('package_card_services')
        .selectAll()
        .where('card_id', 'in', cardIds)
        .orderBy('id')
        .execute();

/** The family's live cards' services with uses left (checkout's offers). */
export const liveServicesOf = (db: Db, userId: number, today: string) =>
  db.kysely
    .selectFrom('package_card_services as s')
    .innerJoin('package_cards as c', 'c.id', 's.card_id')
    .where('c.user_id', '=', userId)
    .where('c.status', '=', 'active')
    .where('c.expires_on', '>=', today)
    .where('s.uses_left', '>', 0)
    .select([
      's.id',
      's.service_code',
      's.uses_left',
      'c.id as card_id',
      'c.name',
      'c.baby_id',
      'c.expires_on',
    ])
    .orderBy('s.id')
    .execute();

/**
 * Takes one use of a service of a live card: the conditional update is the guard (R8), so of 20
 * requests for the last use exactly one finds `uses_left >= 1`. Returns the service, or undefined.
 */
export const takeOneUse = (trx: Db, serviceId: number, today: string, userId: number | null) =>
  trx.kysely
    .updateTable('package_card_services')
    .set({ uses_left: sql<number>`uses_left - 1` })
    .where('id', '=', serviceId)
    .where('uses_left', '>=', 1)
    .where('card_id', 'in', (sub) => {
      let q = sub
        .selectFrom('package_cards')
        .select('id')
        .where('status', '=', 'active')
        .where('expires_on', '>=', today);
      if (userId !== null) q = q.where('user_id', '=', userId);
      return q;
    })
    .returningAll()
    .executeTakeFirst();

export const giveOneUseBack = (trx: Db, serviceId: number) =>
  trx.kysely
    .updateTable('package_card_services')
    .set({ uses_left: sql<number>`uses_left + 1` })
    .where('id', '=', serviceId)
    .where(sql<boolean>`uses_left < uses_total`)
    .executeTakeFirst();

/** Sets a service's uses to none, only if they are still `left` (the refund re-read them under the lock). */
export const emptyService = (trx: Db, serviceId: number, left: number) =>
  trx.kysely
    .updateTable('package_card_services')
    .set({ uses_left: 0 })
    .where('id', '=', serviceId)
    .where('uses_left', '=', left)
    .executeTakeFirst();

export interface NewUse {
  card_id: number;
  service_id: number;
  kind: PackageCardUseKind;
  delta: number;
  ref: string;
  reverses_use_id?: number | null;
  order_id?: number | null;
  staff_id?: number | null;
  note: string;
}

/** Appends one ledger entry; undefined when one with the same ref is already there. */
export const insertUse = (trx: Db, u: NewUse) =>
  trx.kysely
    .insertInto('package_card_uses')
    .values({
      reverses_use_id: null,
      order_id: null,
      staff_id: null,
      ...u,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();

/** An order's uses not given back yet. */
export const openUsesOfOrder = (trx: Db, orderId: number) =>
  trx.kysely
    .selectFrom('package_card_uses as u')
    .selectAll('u')
    .where('u.order_id', '=', orderId)
    .where('u.kind', '=', 'use')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('package_card_uses as r').select('r.id').whereRef('r.reverses_use_id', '=', 'u.id'),
        ),
      ),
    )
    .execute();

export const usesOfCard = (db: Db, cardId: number) =>
  db.kysely
    .selectFrom('package_card_uses as u')
    .innerJoin('package_card_services as s', 's.id', 'u.service_id')
    .selectAll('u')
    .select(['s.service_code', 's.service_name'])
    .where('u.card_id', '=', cardId)
    .orderBy('u.id', 'desc')
    .execute();

/** Services whose cached uses left differ from the sum of their entries (the reconciliation). */
export const servicesOffLedger = (db: Db) =>
  db.kysely
    .selectFrom('package_card_services as s')
    .leftJoin('package_card_uses as u', 'u.service_id', 's.id')
    .select(['s.id', 's.card_id', 's.uses_left', sql<number | string | null>`sum(u.delta)`.as('sum')])
    .groupBy(['s.id', 's.card_id', 's.uses_left'])
    .having(sql<boolean>`coalesce(sum(u.delta), 0) <> s.uses_left`)
    .execute();

/** An account merge (accounts/account-merge.ts): package cards follow the parent, so checkout finds them under the surviving account. */
export const moveCardsToAccount = async (trx: Db, fromUserId: number, intoUserId: number): Promise<void> => {
  await trx.kysely
    .updateTable('package_cards')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
