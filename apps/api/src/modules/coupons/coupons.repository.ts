import type { CouponState } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { NewCoupon, NewCouponCampaign } from '../../db/schema-coupons.ts';

/**
 * The only code with SQL about coupons and their campaigns. A parent's queries are scoped to the
 * owner, so another family's code reads as absent. State is derived from used_order_id and valid_to.
 */

// ---- campaigns ----

export const findCampaign = (db: Db, id: number) =>
  db.kysely.selectFrom('coupon_campaigns').selectAll().where('id', '=', id).executeTakeFirst();

export const pageCampaigns = async (
  db: Db,
  state: 'draft' | 'live' | 'stopped' | undefined,
  pageNum: number,
  pageSize: number,
) => {
  let q = db.kysely.selectFrom('coupon_campaigns');
  if (state) q = q.where('state', '=', state);
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    q.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

/** Live campaigns whose claim window has not closed, for the claim centre. */
export const claimableCampaigns = (db: Db, today: string) =>
  db.kysely
    .selectFrom('coupon_campaigns')
    .selectAll()
    .where('state', '=', 'live')
    .where('claim_to', '>=', today)
    .orderBy('claim_to')
    .orderBy('id')
    .limit(50)
    .execute();

export const insertCampaign = (db: Db, values: NewCouponCampaign) =>
  db.kysely.insertInto('coupon_campaigns').values(values).returningAll().executeTakeFirstOrThrow();

/** Edits a draft; undefined when the campaign is no longer a draft (a race with going live). */
export const updateDraftCampaign = (db: Db, id: number, values: Partial<NewCouponCampaign>) =>
  db.kysely
    .updateTable('coupon_campaigns')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .where('state', '=', 'draft')
    .returningAll()
    .executeTakeFirst();

export const moveCampaign = (db: Db, id: number, from: 'draft' | 'live', to: 'live' | 'stopped') =>
  db.kysely
    .updateTable('coupon_campaigns')
    .set({ state: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('state', '=', from)
    .returningAll()
    .executeTakeFirst();

/** Takes one coupon of the campaign's stock; false when none is left or it is not live (R8). */
export const takeFromStock = async (trx: Db, id: number): Promise<boolean> => {
  const r = await trx.kysely
    .updateTable('coupon_campaigns')
    .set((eb) => ({ issued_count: eb('issued_count', '+', 1) }))
    .where('id', '=', id)
    .where('state', '=', 'live')
    .whereRef('issued_count', '<', 'total_quantity')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

/** Coupons of each campaign used by an order now. */
export const usedCounts = async (db: Db, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db.kysely
    .selectFrom('coupons')
    .select(['campaign_id', countAll()])
    .where('campaign_id', 'in', ids)
    .where('used_order_id', 'is not', null)
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map((r) => [r.campaign_id, toCount(r.count)]));
};

/** How many of each campaign this parent has claimed (grants do not count against the limit). */
export const claimsByParent = async (db: Db, userId: number, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db.kysely
    .selectFrom('coupons')
    .select(['campaign_id', countAll()])
    .where('user_id', '=', userId)
    .where('campaign_id', 'in', ids)
    .where('source', '=', 'claim')
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map((r) => [r.campaign_id, toCount(r.count)]));
};

// ---- coupons ----

const withCampaign = (db: Db) =>
  db.kysely
    .selectFrom('coupons as c')
    .innerJoin('coupon_campaigns as k', 'k.id', 'c.campaign_id')
    .select([
      'c.id',
      'c.code',
      'c.campaign_id',
      'c.user_id',
      'c.source',
      'c.valid_from',
      'c.valid_to',
      'c.used_order_id',
      'c.used_at',
      'c.claimed_at',
      'k.name',
      'k.kind',
      'k.value_fen',
      'k.percent_off',
      'k.cap_fen',
      'k.threshold_fen',
      'k.service_codes',
      'k.scope_text',
      'k.stacks_with_member',
    ]);
type CouponQuery = ReturnType<typeof withCampaign>;
export type OwnedCouponRow = Awaited<ReturnType<CouponQuery['executeTakeFirstOrThrow']>>;

const inState = (q: CouponQuery, state: CouponState, today: string): CouponQuery => {
  switch (state) {
    case 'used':
      return q.where('c.used_order_id', 'is not', null);
    case 'expired':
      return q.where('c.used_order_id', 'is', null).where('c.valid_to', '<', today);
    case 'unused':
      return q.where('c.used_order_id', 'is', null).where('c.valid_to', '>=', today);
    default: {
      const never: never = state;
      throw new Error(`unknown coupon state ${String(never)}`);
    }
  }
};

/** One page of the owner's coupons in a state: unused by last day first, the others newest first. */
export const pageOwnCoupons = (
  db: Db,
  userId: number,
  state: CouponState,
  today: string,
  current: number,
  size: number,
) => {
  const q = inState(withCampaign(db).where('c.user_id', '=', userId), state, today);
  const ordered =
    state === 'unused'
      ? q.orderBy('c.valid_to').orderBy('c.id')
      : q.orderBy('c.valid_to', 'desc').orderBy('c.id', 'desc');
  return ordered
    .limit(size)
    .offset((current - 1) * size)
    .execute();
};

export const countOwnCoupons = async (db: Db, userId: number, today: string) => {
  const rows = await db.kysely
    .selectFrom('coupons')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('used_order_id', 'is not', null).as('used'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.and([w('used_order_id', 'is', null), w('valid_to', '<', today)]))
        .as('expired'),
      eb.fn.countAll<number>().as('all'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const used = toCount(rows?.used);
  const expired = toCount(rows?.expired);
  return { used, expired, unused: toCount(rows?.all) - used - expired };
};

export const findOwnCouponByCode = (db: Db, userId: number, code: string) =>
  withCampaign(db).where('c.user_id', '=', userId).where('c.code', '=', code).executeTakeFirst();

export const findOwnCouponsByIds = (db: Db, userId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : withCampaign(db).where('c.user_id', '=', userId).where('c.id', 'in', ids).orderBy('c.id').execute();

export const findOwnCoupon = (db: Db, userId: number, id: number) =>
  withCampaign(db).where('c.user_id', '=', userId).where('c.id', '=', id).executeTakeFirst();

/**
 * What checkout may weigh for this parent: every coupon still unused, and those used or expired in
 * the last 30 days (so the page can say why they do not apply); at most 100, soonest to expire first.
 */
export const offerableCoupons = (db: Db, userId: number, since: string) =>
  withCampaign(db)
    .where('c.user_id', '=', userId)
    .where((w) =>
      w.or([
        w.and([w('c.used_order_id', 'is', null), w('c.valid_to', '>=', since)]),
        w('c.used_at', '>=', since),
      ]),
    )
    .orderBy('c.valid_to')
    .orderBy('c.id')
    .limit(100)
    .execute();

export const insertCoupon = (trx: Db, values: NewCoupon) =>
  trx.kysely.insertInto('coupons').values(values).returning(['id', 'code']).executeTakeFirstOrThrow();

/**
 * Takes one coupon for an order: only while no order holds it and within its dates (R8: of 20 orders
 * at once, one gets it). False when it was not there to take.
 */
export const takeCoupon = async (
  trx: Db,
  userId: number,
  couponId: number,
  orderId: number,
  today: string,
): Promise<boolean> => {
  const r = await trx.kysely
    .updateTable('coupons')
    .set({ used_order_id: orderId, used_at: nowIso() })
    .where('id', '=', couponId)
    .where('user_id', '=', userId)
    .where('used_order_id', 'is', null)
    .where('valid_from', '<=', today)
    .where('valid_to', '>=', today)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

/** Releases the coupon an order holds (a closed or wholly refunded order); once, by its nature. */
export const releaseCoupon = (trx: Db, orderId: number) =>
  trx.kysely
    .updateTable('coupons')
    .set({ used_order_id: null, used_at: null, returned_at: nowIso() })
    .where('used_order_id', '=', orderId)
    .execute();

/**
 * Hands every coupon of one account to another (an account merge), in the merge's transaction. The
 * claim numbers are dropped: the two accounts' claims of one campaign would otherwise collide, and the
 * merged account's count of claims still includes them.
 */
export const moveCoupons = (trx: Db, fromUserId: number, intoUserId: number) =>
  trx.kysely
    .updateTable('coupons')
    .set({ user_id: intoUserId, claim_seq: null })
    .where('user_id', '=', fromUserId)
    .execute();

/**
 * Campaigns whose cached `issued_count` differs from the coupons that exist for them (the reconciliation
 * check: the count is kept in the claim's transaction, so any difference is a fault to report).
 */
export const stockDifferences = (db: Db) =>
  db.kysely
    .selectFrom('coupon_campaigns as k')
    .leftJoin('coupons as c', 'c.campaign_id', 'k.id')
    .select(['k.id', 'k.issued_count', (eb) => eb.fn.count<number>('c.id').as('coupons')])
    .groupBy(['k.id', 'k.issued_count'])
    .having((eb) => eb(eb.fn.count('c.id'), '!=', eb.ref('k.issued_count')))
    .execute();
