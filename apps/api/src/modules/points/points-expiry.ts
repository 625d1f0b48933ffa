import { addDays, clinicToday, expiryDue } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import * as repo from './points.repository.ts';
import { ledgerOf, lockPoints } from './points.service.ts';

export const POINTS_EXPIRY_JOB = 'points-expire';

/** 00:30 on the clinic's calendar the day after `date`: the first thing a new day does with points. */
const nextRunAfter = (date: string) => new Date(`${addDays(date, 1)}T00:30:00+08:00`);

export const enqueueNextExpiryRun = (db: Db, today = clinicToday()) =>
  enqueueJob(db, {
    kind: POINTS_EXPIRY_JOB,
    payload: {},
    runAt: nextRunAfter(today),
    dedupeKey: `${POINTS_EXPIRY_JOB}:${addDays(today, 1)}`,
  });

/**
 * Writes an expire entry for every lot whose last day is before `today` with points left, each keyed
 * by the lot (`expire:<entry id>`), so a run repeated after a crash writes nothing twice. One
 * transaction per account under its lock: a spend at the same moment sees the lot whole or expired.
 */
export const expirePoints = async (db: Db, now = new Date()): Promise<number> => {
  const today = clinicToday(now);
  let written = 0;
  for (const userId of await repo.accountsWithLotsBefore(db, today)) {
    written += await inTransaction(db, async (trx) => {
      await lockPoints(trx, userId);
      const ledger = await ledgerOf(trx, userId);
      let n = 0;
      for (const due of expiryDue(ledger, today)) {
        const lot = ledger.find((e) => e.entryId === due.lotEntryId);
        const row = await repo.appendEntry(trx, {
          user_id: userId,
          points: due.points,
          kind: 'expire',
          reason: `积分过期（${lot?.expiresOn ?? ''}到期）`,
          ref: `expire:${due.lotEntryId}`,
          reverses_entry_id: null,
          counterpart_user_id: null,
          // The lot's own pool: a lot a merged account brought expires in that account's pool.
          pool_user_id: due.pool ?? null,
          entry_on: today,
          expires_on: null,
          staff_id: null,
          created_at: nowIso(now),
        });
        if (row) n += 1;
      }
      return n;
    });
  }
  return written;
};

export const registerPointsExpiryJob = async (ctx: AppContext) => {
  ctx.jobHandlers.register(POINTS_EXPIRY_JOB, async (jobCtx, _payload, job) => {
    await expirePoints(jobCtx.db);
    const due = clinicToday(new Date(job.run_at));
    const today = clinicToday();
    await enqueueNextExpiryRun(jobCtx.db, due.localeCompare(today) > 0 ? due : today);
  });
  // Starts the daily chain on a fresh database; on a running one the key already exists.
  await enqueueNextExpiryRun(ctx.db);
};
