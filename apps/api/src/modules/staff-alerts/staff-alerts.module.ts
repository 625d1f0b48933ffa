import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerStaffAlertsRoutes } from './staff-alerts.routes.ts';

/**
 * Staff alerts (issue 23): what the console's bell shows a doctor or manager (a red flag in a chat,
 * an inquiry with a red flag no doctor has opened). Other modules give alerts through the face.
 */
export const registerStaffAlertsModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerStaffAlertsRoutes(app, ctx);
};
