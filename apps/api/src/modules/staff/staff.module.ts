import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerStaffRoutes } from './staff.routes.ts';

/** Staff accounts: login, passwords, the admin's staff list. */
export const registerStaffModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerStaffRoutes(app, ctx);
};
