import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { JobRow } from '../../db/schema.ts';
import { claimDueJobs, failJob, finishJob } from './jobs.repository.ts';

export interface JobRunnerOptions {
  intervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
}

export interface JobRunner {
  /** Runs one poll now (tests call it instead of waiting for the timer). */
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Polls the jobs table in every API process. Claiming is atomic in the database, so any number of
 * processes can run this side by side; a job belongs to one of them for its lease.
 */
export const startJobRunner = (
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: JobRunnerOptions = {},
): JobRunner => {
  const { intervalMs = 1000, batchSize = 20, leaseMs = 60_000, maxAttempts = 8 } = options;
  const workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let running: Promise<number> | null = null;
  let stopped = false;

  const runJob = async (job: JobRow, jobLog: FastifyBaseLogger) => {
    const handler = ctx.jobHandlers.handlerFor(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(ctx, JSON.parse(job.payload) as Record<string, unknown>, job);
      await finishJob(ctx.db, job.id, workerId);
    } catch (err) {
      const outcome = job.attempts >= maxAttempts ? 'failed' : 'retried';
      jobLog.error({ err, attempts: job.attempts, outcome }, 'job failed');
      ctx.metrics.jobFailure(job.kind, outcome);
      await failJob(ctx.db, job, workerId, err instanceof Error ? err.message : String(err), maxAttempts);
    }
  };

  const runOnce = async (now = new Date()): Promise<number> => {
    const jobs = await claimDueJobs(ctx.db, workerId, batchSize, leaseMs, now);
    // An UPDATE … RETURNING hands rows back in no promised order (PostgreSQL's depends on the table's
    // layout): run them due first, then in the order they were enqueued, so two jobs of one event
    // (a chat event's pushes) run in the order they were made.
    jobs.sort((a, b) => a.run_at.localeCompare(b.run_at) || a.id - b.id);
    for (const job of jobs) {
      // Lines logged while the job runs (a provider's failure among them) carry its id and kind.
      const jobLog = log.child({ jobId: job.id, kind: job.kind });
      await ctx.logScope.run(jobLog, () => runJob(job, jobLog));
    }
    return jobs.length;
  };

  const tick = () => {
    if (stopped || running) return;
    running = runOnce()
      .catch((err: unknown) => {
        log.error({ err }, 'job poll failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
};
