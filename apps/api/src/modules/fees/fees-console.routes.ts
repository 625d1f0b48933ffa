import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { issueApiClient, listApiClients, revokeApiClient } from './api-clients.service.ts';
import {
  createConsoleBill,
  findFeePatients,
  pageConsoleBills,
  voidBill,
  writeOffBill,
} from './bills-console.service.ts';
import { listFeeItems, saveFeeItem } from './fee-items.service.ts';
import { refundFeeOrder } from './fee-refund.service.ts';

const { feesConsole: c } = api;

export const registerFeeConsoleRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, c.feeItems, ({ query }) => listFeeItems(ctx, query.enabledOnly === 'true'));
  registerEndpoint(app, ctx, c.saveFeeItem, ({ principal, body }) => saveFeeItem(ctx, principal, body));
  registerEndpoint(app, ctx, c.feePatients, ({ query }) => findFeePatients(ctx, query));
  registerEndpoint(app, ctx, c.bills, ({ query }) => pageConsoleBills(ctx, query));
  registerEndpoint(app, ctx, c.createBill, ({ principal, body }) => createConsoleBill(ctx, principal, body));
  registerEndpoint(app, ctx, c.voidBill, ({ principal, body }) => voidBill(ctx, principal, body));
  registerEndpoint(app, ctx, c.writeOffBill, ({ principal, body }) => writeOffBill(ctx, principal, body));
  registerEndpoint(app, ctx, c.refundFeeOrder, ({ principal, body }) => refundFeeOrder(ctx, principal, body));
  registerEndpoint(app, ctx, c.apiClients, () => listApiClients(ctx));
  registerEndpoint(app, ctx, c.issueApiClient, ({ principal, body }) => issueApiClient(ctx, principal, body));
  registerEndpoint(app, ctx, c.revokeApiClient, ({ principal, body }) =>
    revokeApiClient(ctx, principal, body),
  );
};
