import type { ReconciliationRun } from '@sprout/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { ReconciliationRunRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import * as repo from './reconciliation.repository.ts';

/** A run keeps this many differences; the count says how many there were in all. */
const KEPT = 200;

const storedDifferences = z.array(z.object({ check: z.string(), subject: z.string(), detail: z.string() }));
const storedChecks = z.array(z.string());

const toView = (row: ReconciliationRunRow): ReconciliationRun => ({
  runId: row.id,
  trigger: row.trigger,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  checks: storedChecks.parse(JSON.parse(row.checks)),
  differenceCount: row.difference_count,
  differences: storedDifferences.parse(JSON.parse(row.differences)),
});

/**
 * Runs every registered check and keeps the run. A check that throws is itself a difference (a
 * reconciliation that could not look is not a clean one). Differences are logged as errors, so the
 * alerting on error logs reaches whoever is on call as well as the managers' 对账 page.
 */
export const reconcile = async (
  ctx: AppContext,
  trigger: 'nightly' | 'manual',
  staffId: number | null = null,
): Promise<ReconciliationRun> => {
  const startedAt = nowIso();
  const found: { check: string; subject: string; detail: string }[] = [];
  const checks = ctx.reconciliationChecks.all();
  for (const { name, check } of checks) {
    try {
      for (const d of await check(ctx.db)) found.push({ check: name, ...d });
    } catch (err) {
      found.push({
        check: name,
        subject: name,
        detail: `核对失败：${err instanceof Error ? err.message : String(err)}`,
      });
    }
  }
  if (found.length > 0)
    ctx.log.error(
      { differences: found.slice(0, 20), count: found.length },
      'reconciliation found differences',
    );
  const row = await inTransaction(ctx.db, async (trx) => {
    const saved = await repo.insertRun(trx, {
      trigger,
      staff_id: staffId,
      started_at: startedAt,
      finished_at: nowIso(),
      checks: JSON.stringify(checks.map((c) => c.name)),
      difference_count: found.length,
      differences: JSON.stringify(found.slice(0, KEPT)),
    });
    if (staffId !== null)
      await writeAudit(trx, {
        actorType: 'staff',
        actorId: staffId,
        action: 'reconciliation.run',
        subjectType: 'reconciliation_run',
        subjectId: String(saved.id),
        detail: { differences: found.length },
      });
    return saved;
  });
  return toView(row);
};

export const runReconciliationNow = (ctx: AppContext, p: StaffPrincipal) =>
  reconcile(ctx, 'manual', p.staffId);

export const listRuns = async (ctx: AppContext, pageNum: number, pageSize: number) => {
  const { rows, total } = await repo.pageRuns(ctx.db, pageNum, pageSize);
  return { list: rows.map(toView), total, pageNum, pageSize };
};

/** The differences the latest run found (0 before the first run): the metrics gauge. */
export const latestDifferenceCount = async (ctx: AppContext) =>
  (await repo.latestRun(ctx.db))?.difference_count ?? 0;

export const showRun = async (ctx: AppContext, runId: number) => {
  const row = await repo.findRun(ctx.db, runId);
  if (!row) throw notFound('对账记录不存在');
  return toView(row);
};
