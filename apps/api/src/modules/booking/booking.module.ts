import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerBookingRoutes } from './booking.routes.ts';
import { registerRegistrationOrders } from './registration-order.ts';

/** Clinic booking at start-up: the registration order kind, its jobs, and the parents' routes. */
export const registerBookingModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerRegistrationOrders(ctx);
  registerBookingRoutes(app, ctx);
};
