import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerReconciliationJob } from './reconciliation-job.ts';
import { registerReconciliationRoutes } from './reconciliation.routes.ts';
import { latestDifferenceCount } from './reconciliation.service.ts';

/**
 * Reconciliation (issue 15): the checks other modules register in `ctx.reconciliationChecks` run every
 * night (and on a manager's 立即对账); each run is kept for the console's 对账 page, and the latest
 * run's difference count is a Prometheus gauge to alert on.
 */
export const registerReconciliationModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerReconciliationRoutes(app, ctx);
  await registerReconciliationJob(ctx);
  ctx.metrics.gaugeOnScrape(
    'sprout_reconciliation_differences',
    'Differences the latest reconciliation run found (balances against entries, paid orders against payments)',
    [],
    async () => [{ labels: {}, value: await latestDifferenceCount(ctx) }],
  );
};
