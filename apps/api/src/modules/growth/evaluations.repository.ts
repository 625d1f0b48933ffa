import type { Insertable } from 'kysely';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type {
  EvaluationShareLinksTable,
  GrowthEvaluationsTable,
  GrowthReferenceColumn,
} from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';

/**
 * The only code with SQL about growth reports and their share links. A parent reaches a report only
 * through one of their own live babies (the babies module says which are), and a share link only as its
 * creator: anyone else's reads as absent.
 */

const liveEvaluations = (db: Db) =>
  db.kysely.selectFrom('growth_evaluations as e').where('e.deleted_at', 'is', null);

export const findVisitEvaluation = (
  db: Db,
  babyId: number,
  measurementId: number,
  reference: GrowthReferenceColumn,
) =>
  liveEvaluations(db)
    .selectAll('e')
    .where('e.baby_id', '=', babyId)
    .where('e.measurement_id', '=', measurementId)
    .where('e.reference', '=', reference)
    .executeTakeFirst();

/**
 * Inserts the report unless the visit already has a live one for this baby and reference (the partial
 * unique index decides, so two calls at once make one report); undefined when it already had one.
 */
export const insertEvaluation = (db: Db, values: Insertable<GrowthEvaluationsTable>) =>
  db.kysely
    .insertInto('growth_evaluations')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['baby_id', 'measurement_id', 'reference']).where('deleted_at', 'is', null).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();

/** A live report, whoever's baby it is of (the caller checks the baby is the parent's own). */
export const findLiveEvaluation = (db: Db, evaluationId: number) =>
  liveEvaluations(db).selectAll('e').where('e.id', '=', evaluationId).executeTakeFirst();

const ofBaby = (db: Db, babyId: number) => liveEvaluations(db).where('e.baby_id', '=', babyId);

/** Newest visit first (the same visit: the newest report first). */
export const pageEvaluations = async (
  db: Db,
  babyId: number,
  page: { pageNum: number; pageSize: number },
) => {
  const [rows, total] = await Promise.all([
    ofBaby(db, babyId)
      .selectAll('e')
      .orderBy('e.measured_on', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    ofBaby(db, babyId).select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

/** Every live report of a baby, oldest visit first. */
export const listEvaluations = (db: Db, babyId: number) =>
  ofBaby(db, babyId).selectAll('e').orderBy('e.measured_on').orderBy('e.id').execute();

export const latestEvaluation = (db: Db, babyId: number) =>
  ofBaby(db, babyId)
    .selectAll('e')
    .orderBy('e.measured_on', 'desc')
    .orderBy('e.id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const countEvaluations = async (db: Db, babyId: number) =>
  toCount((await ofBaby(db, babyId).select(countAll()).executeTakeFirst())?.count);

/** Soft delete, once: true when this call deleted it. */
export const softDeleteEvaluation = async (db: Db, evaluationId: number, now: string) => {
  const res = await db.kysely
    .updateTable('growth_evaluations')
    .set({ deleted_at: now })
    .where('id', '=', evaluationId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
};

// ---------------------------------------------------------------------------------------------
// Share links
// ---------------------------------------------------------------------------------------------

export const insertShareLink = (db: Db, values: Insertable<EvaluationShareLinksTable>) =>
  db.kysely.insertInto('evaluation_share_links').values(values).returningAll().executeTakeFirstOrThrow();

/** Revokes every live link of a report; how many. */
export const revokeSharesOfEvaluation = async (db: Db, evaluationId: number, now: string) => {
  const res = await db.kysely
    .updateTable('evaluation_share_links')
    .set({ revoked_at: now })
    .where('evaluation_id', '=', evaluationId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
};

/** A link with what opening it needs: its report and whether the report or the baby is gone. */
export const findShareToOpen = (db: Db, shareId: number) =>
  db.kysely
    .selectFrom('evaluation_share_links as s')
    .innerJoin('growth_evaluations as e', 'e.id', 's.evaluation_id')
    .innerJoin('babies as b', 'b.id', 'e.baby_id')
    .select([
      's.id',
      's.expires_at',
      's.revoked_at',
      'e.snapshot',
      'e.deleted_at as evaluation_deleted_at',
      'b.deleted_at as baby_deleted_at',
    ])
    .where('s.id', '=', shareId)
    .executeTakeFirst();

/** Counts one open, only while the link is live at `now`: false when it was revoked or ran out meanwhile. */
export const countShareOpen = async (db: Db, shareId: number, now: string) => {
  const res = await db.kysely
    .updateTable('evaluation_share_links')
    .set((eb) => ({ open_count: eb('open_count', '+', 1), last_opened_at: now }))
    .where('id', '=', shareId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
};

/** Links the parent created of reports of these babies (the parent's own live ones, from the babies module). */
const ownShares = (db: Db, userId: number, babyIds: readonly number[]) =>
  db.kysely
    .selectFrom('evaluation_share_links as s')
    .innerJoin('growth_evaluations as e', 'e.id', 's.evaluation_id')
    .where('s.user_id', '=', userId)
    .where('e.baby_id', 'in', babyIds);

/** The parent's links of reports of these babies, newest first, with their report's visit, snapshot and baby's name. */
export const pageShareLinks = async (
  db: Db,
  userId: number,
  babyIds: readonly number[],
  page: { pageNum: number; pageSize: number },
) => {
  if (babyIds.length === 0) return { rows: [], total: 0 };
  const [rows, total] = await Promise.all([
    ownShares(db, userId, babyIds)
      .innerJoin('babies as b', 'b.id', 'e.baby_id')
      .selectAll('s')
      .select(['e.snapshot', 'e.deleted_at as evaluation_deleted_at', 'b.name as baby_name'])
      .orderBy('s.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    ownShares(db, userId, babyIds).select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

/** A link the parent created, with its report's baby (the caller checks the baby is still the parent's own). */
export const findCreatedShare = (db: Db, userId: number, shareId: number) =>
  db.kysely
    .selectFrom('evaluation_share_links as s')
    .innerJoin('growth_evaluations as e', 'e.id', 's.evaluation_id')
    .selectAll('s')
    .select('e.baby_id')
    .where('s.id', '=', shareId)
    .where('s.user_id', '=', userId)
    .executeTakeFirst();

/** Revokes once; a link already revoked keeps its first time. */
export const revokeShareLink = async (db: Db, shareId: number) => {
  await db.kysely
    .updateTable('evaluation_share_links')
    .set({ revoked_at: nowIso() })
    .where('id', '=', shareId)
    .where('revoked_at', 'is', null)
    .execute();
  return db.kysely
    .selectFrom('evaluation_share_links')
    .select('revoked_at')
    .where('id', '=', shareId)
    .executeTakeFirstOrThrow();
};

/** An account merge (accounts/account-merge.ts): the reports the parent made and the links they shared follow them. */
export const moveEvaluationsToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('growth_evaluations')
    .set({ created_by_user_id: intoUserId })
    .where('created_by_user_id', '=', fromUserId)
    .execute();
  await trx.kysely
    .updateTable('evaluation_share_links')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
