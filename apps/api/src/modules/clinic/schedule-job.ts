import { addDays, clinicToday } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { generateAhead } from './schedule.service.ts';

export const SCHEDULE_JOB = 'schedule-generate';

/** 01:00 on the clinic's calendar the day after `date`: quiet, and after the day has turned. */
const nextRunAfter = (date: string) => new Date(`${addDays(date, 1)}T01:00:00+08:00`);

/** One job per clinic day (the dedupe key), however many processes start or runs repeat. */
export const enqueueNextScheduleRun = (trx: Db, today = clinicToday()) =>
  enqueueJob(trx, {
    kind: SCHEDULE_JOB,
    payload: {},
    runAt: nextRunAfter(today),
    dedupeKey: `${SCHEDULE_JOB}:${addDays(today, 1)}`,
  });

export const registerScheduleJob = async (ctx: AppContext) => {
  ctx.jobHandlers.register(SCHEDULE_JOB, async (jobCtx, _payload, job) => {
    await generateAhead(jobCtx.db);
    // The day this run was for, or today if it ran late: the next run is the day after, never this one again.
    const due = clinicToday(new Date(job.run_at));
    const today = clinicToday();
    await enqueueNextScheduleRun(jobCtx.db, due.localeCompare(today) > 0 ? due : today);
  });
  // Starts the daily chain on a fresh database; on a running one the key already exists and nothing changes.
  await enqueueNextScheduleRun(ctx.db);
};
