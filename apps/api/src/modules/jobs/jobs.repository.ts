import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import { scrubText } from '../../observability/safe-log.ts';
import type { JobRow } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** At most one live job per key (e.g. `appointment-hold:42`): enqueueing it again changes nothing. */
  dedupeKey?: string;
}

/** Enqueues in the caller's transaction, so the job exists exactly when the change that needs it does. */
export const enqueueJob = async (trx: Db, job: NewJob): Promise<void> => {
  const now = nowIso();
  await trx.kysely
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      dedupe_key: job.dedupeKey ?? null,
      run_at: job.runAt.toISOString(),
      status: 'pending',
      attempts: 0,
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
};

/** Cancels a pending job by its key (a reminder for an appointment that was cancelled, say). */
export const cancelJob = async (trx: Db, dedupeKey: string): Promise<void> => {
  await trx.kysely
    .updateTable('jobs')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('dedupe_key', '=', dedupeKey)
    .where('status', '=', 'pending')
    .execute();
};

/**
 * Claims up to `limit` due jobs for this worker: pending ones whose time has come, and running ones
 * whose lease ran out (their process died). One UPDATE, so two processes never claim the same job:
 * PostgreSQL skips rows another transaction has locked, SQLite has a single writer.
 */
export const claimDueJobs = async (
  db: Db,
  workerId: string,
  limit: number,
  leaseMs: number,
  now = new Date(),
): Promise<JobRow[]> => {
  const nowText = nowIso(now);
  let due = db.kysely
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', nowText)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', nowText)]),
      ]),
    )
    .orderBy('run_at')
    .limit(limit);
  if (db.dialect === 'postgres') due = due.forUpdate().skipLocked();
  return db.kysely
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      locked_by: workerId,
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
      updated_at: nowText,
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
};

export const finishJob = async (db: Db, id: number, workerId: string): Promise<void> => {
  await db.kysely
    .updateTable('jobs')
    .set({ status: 'done', locked_by: null, locked_until: null, updated_at: nowIso() })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
};

/** Retries with a growing delay; after `maxAttempts` the job stays failed for a person to look at. */
export const failJob = async (
  db: Db,
  job: JobRow,
  workerId: string,
  error: string,
  maxAttempts: number,
): Promise<void> => {
  const giveUp = job.attempts >= maxAttempts;
  const retryAt = new Date(Date.now() + Math.min(60_000 * 2 ** job.attempts, 3_600_000));
  await db.kysely
    .updateTable('jobs')
    .set({
      status: giveUp ? 'failed' : 'pending',
      run_at: giveUp ? job.run_at : retryAt.toISOString(),
      locked_by: null,
      locked_until: null,
      // Shown to managers on the failed-jobs page: no phone numbers or tokens a provider echoed back.
      last_error: scrubText(error).slice(0, 2000),
      updated_at: nowIso(),
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
};

/** How many jobs are due now (pending, their time come) and how many have failed for good, by kind. */
export const countJobsByState = async (db: Db, now = new Date()) => {
  const nowText = nowIso(now);
  return db.kysely
    .selectFrom('jobs')
    .select((eb) => [
      'kind',
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', nowText)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('due'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
    ])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('kind')
    .execute();
};

/** One page of failed jobs, newest failure first. */
export const pageFailedJobs = async (db: Db, q: { pageNum: number; pageSize: number; kind?: string }) => {
  let base = db.kysely.selectFrom('jobs').where('status', '=', 'failed');
  if (q.kind) base = base.where('kind', '=', q.kind);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'kind', 'attempts', 'last_error', 'run_at', 'created_at', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

/**
 * Puts a failed job back in the queue to run now, with a fresh count of tries. Conditional on it
 * still being failed, so two managers pressing 重试 at once queue it once. The kind, for the audit row.
 */
export const requeueFailedJob = async (db: Db, id: number, now = new Date()): Promise<string | null> => {
  const row = await db.kysely
    .updateTable('jobs')
    .set({ status: 'pending', attempts: 0, run_at: nowIso(now), updated_at: nowIso(now) })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returning('kind')
    .executeTakeFirst();
  return row?.kind ?? null;
};

export const findJobStatus = async (db: Db, id: number) =>
  (await db.kysely.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirst())?.status ??
  null;
