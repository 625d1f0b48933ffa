import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerBookingRoutes } from './booking.routes.ts';
import { registerDoctorDayRoutes } from './doctor-day.routes.ts';
import { registerRegistrationOrders } from './registration-order.ts';

/** Clinic booking at start-up: the registration order kind, its jobs, the parents' routes and the doctor's day. */
export const registerBookingModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerRegistrationOrders(ctx);
  registerBookingRoutes(app, ctx);
  registerDoctorDayRoutes(app, ctx);
};
