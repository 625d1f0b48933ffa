import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { issueClientToken, requireClient } from './api-clients.service.ts';
import { hisBillChanges, pushHisBill } from './his-bills.service.ts';

const { clientAuth } = api;

/** Server-to-server: the token call, the HIS's bill push and its read of bill changes (scopes checked here). */
export const registerClientAuthRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, clientAuth.clientToken, ({ body, req }) => issueClientToken(ctx, body, req.ip));
  registerEndpoint(app, ctx, clientAuth.pushBill, async ({ body, req }) =>
    pushHisBill(ctx, await requireClient(ctx, req.headers, 'bills:write'), body),
  );
  registerEndpoint(app, ctx, clientAuth.billChanges, async ({ query, req }) =>
    hisBillChanges(ctx, await requireClient(ctx, req.headers, 'bills:read'), query),
  );
};
