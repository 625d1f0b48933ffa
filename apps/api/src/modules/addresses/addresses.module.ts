import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerAddressRoutes } from './addresses.routes.ts';
import { moveAddressesToAccount } from './addresses.service.ts';

/** A parent's delivery addresses, for the points mall (the addresses table is this module's). */
export const registerAddressesModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerAddressRoutes(app, ctx);
  ctx.accountMerges.register('addresses', { columns: ['addresses.user_id'], move: moveAddressesToAccount });
};
