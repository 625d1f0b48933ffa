import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerClinicAdminRoutes } from './clinic-admin.routes.ts';
import { registerScheduleJob } from './schedule-job.ts';

/** The clinic console (facilities, departments, doctors, schedules, closures) and the daily slot generation job. */
export const registerClinicAdminModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerClinicAdminRoutes(app, ctx);
  await registerScheduleJob(ctx);
};
