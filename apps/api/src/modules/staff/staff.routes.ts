import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { revokeStaffSessions } from '../sessions/staff-sessions.service.ts';
import {
  changeOwnPassword,
  createStaff,
  listStaff,
  resetStaffPassword,
  staffLogin,
  staffMe,
  unlockStaff,
  updateStaff,
} from './staff.service.ts';

const { staffAuth } = api;

export const registerStaffRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, staffAuth.login, ({ body, req }) =>
    staffLogin(ctx, body.username, body.password, req.ip),
  );
  registerEndpoint(app, ctx, staffAuth.logout, async ({ principal }) => {
    await revokeStaffSessions(ctx, { sessionId: principal.sessionId }, 'logout');
    return null;
  });
  registerEndpoint(app, ctx, staffAuth.me, ({ principal }) => staffMe(ctx, principal));
  registerEndpoint(app, ctx, staffAuth.changePassword, async ({ principal, body }) => {
    await changeOwnPassword(ctx, principal, body.oldPassword, body.newPassword);
    return null;
  });
  registerEndpoint(app, ctx, staffAuth.listStaff, ({ query }) => listStaff(ctx, query));
  registerEndpoint(app, ctx, staffAuth.createStaff, ({ principal, body }) =>
    createStaff(ctx, principal, body),
  );
  registerEndpoint(app, ctx, staffAuth.updateStaff, ({ principal, body }) =>
    updateStaff(ctx, principal, body),
  );
  registerEndpoint(app, ctx, staffAuth.unlockStaff, async ({ principal, body }) => {
    await unlockStaff(ctx, principal, body.staffId);
    return null;
  });
  registerEndpoint(app, ctx, staffAuth.resetPassword, async ({ principal, body }) => {
    await resetStaffPassword(ctx, principal, body.staffId, body.password);
    return null;
  });
};
