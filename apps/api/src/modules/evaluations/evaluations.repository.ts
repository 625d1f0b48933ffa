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
 * through one of their own live babies, and a share link only as its creator: anyone else's reads as absent.
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

/** A live report of one of the parent's own live babies. */
export const findOwnEvaluation = (db: Db, userId: number, evaluationId: number) =>
  liveEvaluations(db)
    .innerJoin('babies as b', 'b.id', 'e.baby_id')
    .selectAll('e')
    .where('e.id', '=', evaluationId)
    .where('b.user_id', '=', userId)
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();

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

/** The parent's default live baby (else their first), for calls that name none. */
export const defaultBabyId = async (db: Db, userId: number) =>
  (
    await db.kysely
      .selectFrom('babies')
      .select('id')
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  )?.id;

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

const ownShares = (db: Db, userId: number, babyId: number | undefined) => {
  let q = db.kysely
    .selectFrom('evaluation_share_links as s')
    .innerJoin('growth_evaluations as e', 'e.id', 's.evaluation_id')
    .innerJoin('babies as b', 'b.id', 'e.baby_id')
    .where('s.user_id', '=', userId)
    .where('b.user_id', '=', userId)
    .where('b.deleted_at', 'is', null);
  if (babyId !== undefined) q = q.where('e.baby_id', '=', babyId);
  return q;
};

/** The parent's links, newest first, with their report's visit and snapshot. */
export const pageShareLinks = async (
  db: Db,
  userId: number,
  babyId: number | undefined,
  page: { pageNum: number; pageSize: number },
) => {
  const [rows, total] = await Promise.all([
    ownShares(db, userId, babyId)
      .selectAll('s')
      .select(['e.snapshot', 'e.deleted_at as evaluation_deleted_at', 'b.name as baby_name'])
      .orderBy('s.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    ownShares(db, userId, babyId).select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

/** The parent's own link (as its creator, through their own live baby). */
export const findOwnShare = (db: Db, userId: number, shareId: number) =>
  ownShares(db, userId, undefined).selectAll('s').where('s.id', '=', shareId).executeTakeFirst();

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
