import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField } from './fields.ts';

const P = '/api/console/jobs';

/** A background job that gave up after its last try (the jobs table's failed rows). */
export const failedJob = z.object({
  jobId: z.number().int(),
  /** The job's kind (appointment-reminder, refund-submit…); the console names the ones it knows. */
  kind: z.string(),
  attempts: z.number().int(),
  /** The last error, with phone numbers and tokens masked. */
  lastError: z.string().nullable(),
  /** When it last failed. */
  failedAt: z.string(),
  createdAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJob>;

export const jobsConsole = {
  failedList: endpoint({
    method: 'GET',
    path: `${P}/failedList`,
    tag: 'console',
    access: 'manager',
    summary: '失败的后台任务',
    query: pageQuery.extend({ kind: z.string().max(64).optional() }).strict(),
    response: pageOf(failedJob),
  }),
  retry: endpoint({
    method: 'POST',
    path: `${P}/retry`,
    tag: 'console',
    access: 'manager',
    summary: '重试失败的后台任务（记入审计）',
    body: z.strictObject({ jobId: idField }),
    response: z.null(),
  }),
} as const;
