import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AppContext, createAppContext } from './app-context.ts';
import type { Config } from './config/env.ts';
import type { Db } from './db/database.ts';
import { registerDraining } from './http/draining.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { registerSecurity } from './http/security.ts';
import { registerStaticApps } from './http/static-apps.ts';
import { registerAccountsModule } from './modules/accounts/accounts.module.ts';
import { registerBabiesModule } from './modules/babies/babies.module.ts';
import { registerBookingModule } from './modules/booking/booking.module.ts';
import { registerClinicModule } from './modules/clinic/clinic.module.ts';
import { registerDevModule } from './modules/dev/dev.module.ts';
import { registerEvaluationsModule } from './modules/evaluations/evaluations.module.ts';
import { registerGrowthModule } from './modules/growth/growth.module.ts';
import { registerInspectionReportsModule } from './modules/inspection-reports/inspection-reports.module.ts';
import { registerMessagesModule } from './modules/messages/messages.module.ts';
import { registerPaymentsModule } from './modules/payments/payments.module.ts';
import { registerRecordsModule } from './modules/records/records.module.ts';
import { registerReferenceModule } from './modules/reference/reference.module.ts';
import { registerRegionsModule } from './modules/regions/regions.module.ts';
import { registerStaffModule } from './modules/staff/staff.module.ts';
import { registerSystemModule } from './modules/system/system.module.ts';

/** A module's one entry (`modules/<module>/<module>.module.ts`): its routes, order kinds and job handlers. */
type RegisterModule = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;

/** In registration order: routes are matched by path, so order only matters for the dev pages last. */
const MODULES: readonly RegisterModule[] = [
  registerSystemModule,
  registerReferenceModule,
  registerAccountsModule,
  registerBabiesModule,
  registerBookingModule,
  registerRecordsModule,
  registerMessagesModule,
  registerRegionsModule,
  registerStaffModule,
  registerClinicModule,
  registerPaymentsModule,
  registerGrowthModule,
  registerInspectionReportsModule,
  registerEvaluationsModule,
  registerDevModule,
];

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
    // Stopping (server.ts): close() closes idle keep-alive connections, lets requests in flight finish,
    // and answers a request that still arrives on an open connection with a clean 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  const ctx = await createAppContext(config, db, app.log);
  app.addHook('onClose', () => ctx.fanout.close());
  registerDraining(app, ctx.lifecycle);
  // JSON only (and form posts on the development WeChat page): a text body is refused with 415.
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);
  await registerSecurity(app, config);
  for (const register of MODULES) await register(app, ctx);
  await registerStaticApps(app, config.repoRoot);
  return { app, ctx };
};
