import type { api, FailedJob, ParsedQueryOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { scrubText } from '../../observability/safe-log.ts';
import { writeAudit } from '../audit/audit.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import * as repo from './jobs.repository.ts';

export type { NewJob } from './jobs.repository.ts';

/**
 * What other modules (and the payment sandbox) do with durable jobs: enqueue one in the transaction of
 * the change that needs it, or cancel a pending one by its key. Claiming and finishing stay with the
 * runner (job-runner.ts).
 */
export const enqueueJob = (trx: Db, job: repo.NewJob): Promise<void> => repo.enqueueJob(trx, job);

export const cancelJob = (trx: Db, dedupeKey: string): Promise<void> => repo.cancelJob(trx, dedupeKey);

/** Jobs due now and jobs failed for good, by kind (the /metrics gauges). */
export const countJobsByState = (db: Db, now?: Date) => repo.countJobsByState(db, now);

/** The console's 失败任务 list: what failed, how often it was tried, the last error, when. */
export const listFailedJobs = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.jobsConsole.failedList>,
) => {
  const { rows, total } = await repo.pageFailedJobs(ctx.db, q);
  const list: FailedJob[] = rows.map((r) => ({
    jobId: r.id,
    kind: r.kind,
    attempts: r.attempts,
    // Errors stored before they were scrubbed on write are scrubbed here too.
    lastError: r.last_error === null ? null : scrubText(r.last_error),
    failedAt: r.updated_at,
    createdAt: r.created_at,
  }));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
};

/** 重试: the failed job runs again at once, with the usual tries; the audit trail says who asked. */
export const retryFailedJob = async (ctx: AppContext, p: StaffPrincipal, jobId: number): Promise<void> => {
  await inTransaction(ctx.db, async (trx) => {
    const kind = await repo.requeueFailedJob(trx, jobId);
    if (kind === null) {
      if ((await repo.findJobStatus(trx, jobId)) === null) throw notFound('任务不存在');
      throw conflict('该任务已不在失败状态，请刷新后查看');
    }
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: p.staffId,
      action: 'job.retry',
      subjectType: 'job',
      subjectId: String(jobId),
      detail: { kind },
    });
  });
};
