import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerBillNotices } from './bill-notices.ts';
import { registerClientAuthRoutes } from './client-auth.routes.ts';
import { registerFeeOrders } from './fee-order.ts';
import { registerFeeConsoleRoutes } from './fees-console.routes.ts';
import { registerFeeRoutes } from './fees.routes.ts';

/**
 * Clinic fees (issue 15): the fee-item catalogue, bills billed to a child's clinic record (by hand or
 * pushed by a HIS client), paying one or several through checkout as one clinic_fee order, desk
 * write-off, void and refund; and the server-to-server clients with their short-lived tokens.
 */
export const registerFeesModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerFeeRoutes(app, ctx);
  registerFeeConsoleRoutes(app, ctx);
  registerClientAuthRoutes(app, ctx);
  registerFeeOrders(ctx);
  registerBillNotices(ctx);
};
