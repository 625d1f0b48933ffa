import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AppContext, createAppContext } from './app-context.ts';
import type { Config } from './config/env.ts';
import type { Db } from './db/database.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { registerSecurity } from './http/security.ts';
import { registerStaticApps } from './http/static-apps.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { registerBabyRoutes } from './modules/babies/babies.routes.ts';
import { registerBooking } from './modules/booking/register-booking.ts';
import { registerClinicAdmin } from './modules/clinic-admin/clinic-admin.routes.ts';
import { registerDevRoutes } from './modules/dev/dev.routes.ts';
import { registerEvaluations } from './modules/evaluations/evaluations.routes.ts';
import { registerGrowth } from './modules/growth/growth.routes.ts';
import { registerInspectionReports } from './modules/inspection-reports/inspection-reports.routes.ts';
import { registerMessageRoutes } from './modules/messages/messages.routes.ts';
import { registerPayments } from './modules/payments/register-payments.ts';
import { registerRecordRoutes } from './modules/records/records.routes.ts';
import { registerReferenceRoutes } from './modules/reference/reference.routes.ts';
import { registerRegionRoutes } from './modules/regions/regions.routes.ts';
import { registerStaffRoutes } from './modules/staff/staff.routes.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Builds the whole server on an open, migrated database. Tests call this; server.ts adds listening and signals. */
export const buildApp = async (config: Config, db: Db): Promise<BuiltApp> => {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.user_token', 'req.headers.cookie'],
    },
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && /^[\w-]{8,64}$/.test(req.headers['x-request-id'])
        ? req.headers['x-request-id']
        : randomUUID(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  const ctx = createAppContext(config, db, app.log);
  // JSON only (and form posts on the development WeChat page): a text body is refused with 415.
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);
  await registerSecurity(app, config);
  registerSystemRoutes(app, ctx);
  registerReferenceRoutes(app);
  registerAccountRoutes(app, ctx);
  registerBabyRoutes(app, ctx);
  registerBooking(app, ctx);
  registerRecordRoutes(app, ctx);
  registerMessageRoutes(app, ctx);
  registerRegionRoutes(app, ctx);
  registerStaffRoutes(app, ctx);
  await registerClinicAdmin(app, ctx);
  registerPayments(app, ctx);
  registerGrowth(app, ctx);
  await registerInspectionReports(app, ctx);
  registerEvaluations(app, ctx);
  registerDevRoutes(app, ctx);
  await registerStaticApps(app, config.repoRoot);
  return { app, ctx };
};
