import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { markAlertsRead, myAlerts } from './staff-alerts.service.ts';

export const registerStaffAlertsRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, api.staffAlerts.myAlerts, ({ principal }) => myAlerts(ctx, principal));
  registerEndpoint(app, ctx, api.staffAlerts.readAlerts, ({ principal, body }) =>
    markAlertsRead(ctx, principal, body.alertIds ?? null),
  );
};
