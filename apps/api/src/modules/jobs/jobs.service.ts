import type { Db } from '../../db/database.ts';
import * as repo from './jobs.repository.ts';

export type { NewJob } from './jobs.repository.ts';

/**
 * What other modules (and the payment sandbox) do with durable jobs: enqueue one in the transaction of
 * the change that needs it, or cancel a pending one by its key. Claiming and finishing stay with the
 * runner (job-runner.ts).
 */
export const enqueueJob = (trx: Db, job: repo.NewJob): Promise<void> => repo.enqueueJob(trx, job);

export const cancelJob = (trx: Db, dedupeKey: string): Promise<void> => repo.cancelJob(trx, dedupeKey);
