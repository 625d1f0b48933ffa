import { addDays, clinicToday } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { reconcile } from './reconciliation.service.ts';

export const RECONCILIATION_JOB = 'reconciliation-nightly';

/** 02:30 on the clinic's calendar the day after `date`: after the day's payments have settled. */
const nextRunAfter = (date: string) => new Date(`${addDays(date, 1)}T02:30:00+08:00`);

/** One run per clinic night (the dedupe key), however many processes start. */
export const enqueueNextReconciliation = (db: Db, today = clinicToday()) =>
  enqueueJob(db, {
    kind: RECONCILIATION_JOB,
    payload: {},
    runAt: nextRunAfter(today),
    dedupeKey: `${RECONCILIATION_JOB}:${addDays(today, 1)}`,
  });

export const registerReconciliationJob = async (ctx: AppContext) => {
  ctx.jobHandlers.register(RECONCILIATION_JOB, async (jobCtx, _payload, job) => {
    await reconcile(jobCtx, 'nightly');
    const due = clinicToday(new Date(job.run_at));
    const today = clinicToday();
    await enqueueNextReconciliation(jobCtx.db, due.localeCompare(today) > 0 ? due : today);
  });
  await enqueueNextReconciliation(ctx.db);
};
