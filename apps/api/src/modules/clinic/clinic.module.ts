import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerClinicRoutes } from './clinic.routes.ts';
import { registerScheduleJob } from './schedule-job.ts';

/**
 * The clinic: owner of the directory and the calendar (facilities, departments, doctors, schedule
 * templates, clinic sessions, slots, holidays). Its console (facilities, departments, doctors,
 * schedules, closures) and the daily slot generation job.
 */
export const registerClinicModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerClinicRoutes(app, ctx);
  await registerScheduleJob(ctx);
};
