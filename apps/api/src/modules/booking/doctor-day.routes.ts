import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { doctorDay, markArrival } from './doctor-day.service.ts';

const { clinicAdmin: c } = api;

/** The console's doctor's day: a doctor's own appointments and the arrival marks. */
export const registerDoctorDayRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, c.doctorToday, ({ principal, query }) => doctorDay(ctx, principal, query));
  registerEndpoint(app, ctx, c.markArrival, ({ principal, body }) => markArrival(ctx, principal, body));
};
