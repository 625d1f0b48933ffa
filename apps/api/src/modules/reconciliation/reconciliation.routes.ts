import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listRuns, runReconciliationNow, showRun } from './reconciliation.service.ts';

const { reconciliationConsole } = api;

export const registerReconciliationRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, reconciliationConsole.runs, ({ query }) =>
    listRuns(ctx, query.pageNum, query.pageSize),
  );
  registerEndpoint(app, ctx, reconciliationConsole.run, ({ query }) => showRun(ctx, query.runId));
  registerEndpoint(app, ctx, reconciliationConsole.runNow, ({ principal }) =>
    runReconciliationNow(ctx, principal),
  );
};
