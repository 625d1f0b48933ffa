import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerBookingRoutes } from './booking.routes.ts';
import { registerDoctorDayRoutes } from './doctor-day.routes.ts';
import { registerRegistrationOrders } from './registration-order.ts';
import { appointmentsOnStoppedSessions } from './stopped-sessions.ts';
import { moveAppointmentsToAccount } from './appointments.repository.ts';

/**
 * Clinic booking at start-up: the registration order kind, its jobs, the parents' routes, the doctor's
 * day, and what a stopped clinic session does to its appointments.
 */
export const registerBookingModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerRegistrationOrders(ctx);
  registerBookingRoutes(app, ctx);
  registerDoctorDayRoutes(app, ctx);
  ctx.sessionStops.observe(appointmentsOnStoppedSessions);
  ctx.accountMerges.register('booking', {
    columns: ['appointments.user_id'],
    move: moveAppointmentsToAccount,
  });
};
