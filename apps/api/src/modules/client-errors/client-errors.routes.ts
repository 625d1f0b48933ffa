import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listClientErrors, recordClientError } from './client-errors.service.ts';

/**
 * A page that breaks may throw in a loop: each address may report 20 errors in 10 minutes (the
 * clients send each error once per page load, at most five a load), beyond which 429 answers.
 */
export const REPORTS_PER_WINDOW = 20;
export const REPORT_WINDOW_MS = 10 * 60_000;

export const registerClientErrorRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(
    app,
    ctx,
    api.clientErrors.report,
    ({ body, req }) => recordClientError(ctx.db, body, req.headers['user-agent'] ?? null),
    { rateLimit: { max: REPORTS_PER_WINDOW, timeWindowMs: REPORT_WINDOW_MS } },
  );
  registerEndpoint(app, ctx, api.clientErrorsConsole.list, ({ query }) => listClientErrors(ctx.db, query));
};
