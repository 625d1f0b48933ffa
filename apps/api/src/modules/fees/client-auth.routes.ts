import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { issueClientToken, requireClient } from './api-clients.service.ts';
import { pushHisBill } from './his-bills.service.ts';

const { clientAuth } = api;

/** Server-to-server: the token call and the HIS's bill push (the bearer token's scope checked here). */
export const registerClientAuthRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, clientAuth.clientToken, ({ body, req }) => issueClientToken(ctx, body, req.ip));
  registerEndpoint(app, ctx, clientAuth.pushBill, async ({ body, req }) =>
    pushHisBill(ctx, await requireClient(ctx, req.headers, 'bills:write'), body),
  );
};
