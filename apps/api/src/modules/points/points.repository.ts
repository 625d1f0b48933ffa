import { sql } from 'kysely';
import type { PointsEntryKind } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import type { NewPointsEntry, PointsEntryRow, PointsRuleRow } from '../../db/schema-points.ts';

/** The only SQL on the points ledger and rules. Every entry query is scoped by the account. */

/** Every entry of one account in entry order (the ledger the lots are replayed from). */
export const entriesOf = (db: Db, userId: number): Promise<PointsEntryRow[]> =>
  db.kysely.selectFrom('points_entries').selectAll().where('user_id', '=', userId).orderBy('id').execute();

export const balanceOf = async (db: Db, userId: number): Promise<number> =>
  Number(
    (
      await db.kysely
        .selectFrom('points_entries')
        .select(sql<number | string | null>`sum(points)`.as('balance'))
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.balance ?? 0,
  );

export const findByRef = (db: Db, userId: number, ref: string): Promise<PointsEntryRow | undefined> =>
  db.kysely
    .selectFrom('points_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ref', '=', ref)
    .executeTakeFirst();

export const reversalsOf = (db: Db, userId: number, entryId: number): Promise<PointsEntryRow[]> =>
  db.kysely
    .selectFrom('points_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('reverses_entry_id', '=', entryId)
    .execute();

/** Appends one entry; an entry with the same ref already there is left as it is (undefined back). */
export const appendEntry = (db: Db, entry: NewPointsEntry): Promise<PointsEntryRow | undefined> =>
  db.kysely
    .insertInto('points_entries')
    .values(entry)
    .onConflict((oc) => oc.columns(['user_id', 'ref']).doNothing())
    .returningAll()
    .executeTakeFirst();

/** One page of an account's entries (of some kinds only, when given), newest first, with the total count. */
export const pageEntries = async (
  db: Db,
  userId: number,
  pageNum: number,
  pageSize: number,
  kinds?: readonly PointsEntryKind[],
) => {
  let base = db.kysely.selectFrom('points_entries').where('user_id', '=', userId);
  if (kinds) base = base.where('kind', 'in', kinds);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    base.select(sql<number | string>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
};

/** Transfers out an account made on one clinic date: how many and how many points. */
export const transfersOutOn = async (db: Db, userId: number, on: string) => {
  const row = await db.kysely
    .selectFrom('points_entries')
    .select([sql<number | string>`count(*)`.as('n'), sql<number | string | null>`sum(-points)`.as('points')])
    .where('user_id', '=', userId)
    .where('kind', '=', 'transfer-out')
    .where('entry_on', '=', on)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), points: Number(row?.points ?? 0) };
};

/** Accounts holding a lot whose last day is before `today` (the expiry job then asks each ledger what is left). */
export const accountsWithLotsBefore = async (db: Db, today: string): Promise<number[]> =>
  (
    await db.kysely
      .selectFrom('points_entries')
      .select('user_id')
      .distinct()
      .where('expires_on', 'is not', null)
      .where('expires_on', '<', today)
      .execute()
  ).map((r) => r.user_id);

export const accountsWithEntries = async (db: Db): Promise<number[]> =>
  (
    await db.kysely.selectFrom('points_entries').select('user_id').distinct().orderBy('user_id').execute()
  ).map((r) => r.user_id);

/** The entries of several accounts in one query, by account then id (the nightly check's batches). */
export const entriesOfAccounts = (db: Db, userIds: readonly number[]): Promise<PointsEntryRow[]> =>
  userIds.length === 0
    ? Promise.resolve([])
    : db.kysely
        .selectFrom('points_entries')
        .selectAll()
        .where('user_id', 'in', [...userIds])
        .orderBy('user_id')
        .orderBy('id')
        .execute();

/** The rules in force: the newest version. */
export const currentRule = (db: Db): Promise<PointsRuleRow> =>
  db.kysely.selectFrom('points_rules').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

export const insertRule = (db: Db, rule: Omit<PointsRuleRow, 'id'>): Promise<PointsRuleRow> =>
  db.kysely.insertInto('points_rules').values(rule).returningAll().executeTakeFirstOrThrow();

/** A page of an account's entries for staff, with the name of the staff member who adjusted (a display join). */
export const pageEntriesForStaff = async (db: Db, userId: number, pageNum: number, pageSize: number) => {
  const [rows, count] = await Promise.all([
    db.kysely
      .selectFrom('points_entries as e')
      .leftJoin('staff as s', 's.id', 'e.staff_id')
      .selectAll('e')
      .select('s.display_name as staff_name')
      .where('e.user_id', '=', userId)
      .orderBy('e.id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    db.kysely
      .selectFrom('points_entries')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
};

/** Every version of the rules, newest first, with who made it (a display join). */
export const ruleHistory = (db: Db) =>
  db.kysely
    .selectFrom('points_rules as r')
    .leftJoin('staff as s', 's.id', 'r.staff_id')
    .selectAll('r')
    .select('s.display_name as staff_name')
    .orderBy('r.id', 'desc')
    .limit(50)
    .execute();

/**
 * An account merge (issue 21): the merged account's entries move with their pool named, so they keep
 * replaying against their own lots; a ref the surviving account already holds (a transfer between the
 * two) is suffixed so the unique (user_id, ref) index keeps both; other accounts' transfers naming
 * the merged account name the survivor, the same person.
 */
export const moveEntriesToAccount = async (trx: Db, fromUserId: number, intoUserId: number) => {
  const held = trx.kysely.selectFrom('points_entries').select('ref').where('user_id', '=', intoUserId);
  await trx.kysely
    .updateTable('points_entries')
    .set({ ref: sql<string>`ref || ${`#merged:${fromUserId}`}` })
    .where('user_id', '=', fromUserId)
    .where('ref', 'in', held)
    .execute();
  await trx.kysely
    .updateTable('points_entries')
    .set({ user_id: intoUserId, pool_user_id: sql<number>`coalesce(pool_user_id, ${fromUserId})` })
    .where('user_id', '=', fromUserId)
    .execute();
  await trx.kysely
    .updateTable('points_entries')
    .set({ counterpart_user_id: intoUserId })
    .where('counterpart_user_id', '=', fromUserId)
    .execute();
};
