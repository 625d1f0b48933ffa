import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField } from './fields.ts';

const P = '/api/console/reconciliation';

/** One thing that does not add up: which check found it, on what, and how. */
export const reconciliationDifference = z.object({
  check: z.string(),
  subject: z.string(),
  detail: z.string(),
});

/** One run of every check (nightly, or a manager's 立即对账). */
export const reconciliationRun = z.object({
  runId: z.number().int(),
  trigger: z.enum(['nightly', 'manual']),
  startedAt: z.string(),
  finishedAt: z.string(),
  checks: z.array(z.string()),
  differenceCount: z.number().int(),
  /** The first 200 differences; the count says how many there were. */
  differences: z.array(reconciliationDifference),
});
export type ReconciliationRun = z.infer<typeof reconciliationRun>;

export const reconciliationConsole = {
  runs: endpoint({
    method: 'GET',
    path: `${P}/runs`,
    tag: 'console',
    access: 'manager',
    summary: '对账记录：每晚核对余额与流水、已支付订单与到账',
    query: pageQuery.strict(),
    response: pageOf(reconciliationRun),
  }),
  runNow: endpoint({
    method: 'POST',
    path: `${P}/runNow`,
    tag: 'console',
    access: 'manager',
    summary: '立即对账（记入审计）',
    body: z.strictObject({}),
    response: reconciliationRun,
  }),
  run: endpoint({
    method: 'GET',
    path: `${P}/run`,
    tag: 'console',
    access: 'manager',
    summary: '一次对账的全部差异',
    query: z.strictObject({ runId: idField }),
    response: reconciliationRun,
  }),
} as const;
