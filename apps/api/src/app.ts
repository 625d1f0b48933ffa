import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { type AppContext, createAppContext } from './app-context.ts';
import type { Config } from './config/env.ts';
import type { Db } from './db/database.ts';
import { registerCompression } from './http/compression.ts';
import { registerDraining } from './http/draining.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { registerSecurity } from './http/security.ts';
import { registerStaticApps } from './http/static-apps.ts';
import { bindRequestLogs } from './observability/log-scope.ts';
import { registerMetricsRoute } from './observability/metrics-route.ts';
import { type LogStream, loggerOptions, logRequests } from './observability/request-log.ts';
import { registerAccountsModule } from './modules/accounts/accounts.module.ts';
import { registerAiConsultModule } from './modules/ai-consult/ai-consult.module.ts';
import { registerAddressesModule } from './modules/addresses/addresses.module.ts';
import { registerBabiesModule } from './modules/babies/babies.module.ts';
import { registerBookingModule } from './modules/booking/booking.module.ts';
import { registerChatModule } from './modules/chat/chat.module.ts';
import { registerCheckoutModule } from './modules/checkout/checkout.module.ts';
import { registerClientErrorsModule } from './modules/client-errors/client-errors.module.ts';
import { registerClinicModule } from './modules/clinic/clinic.module.ts';
import { registerConsultationModule } from './modules/consultation/consultation.module.ts';
import { registerCouponsModule } from './modules/coupons/coupons.module.ts';
import { registerConsumptionModule } from './modules/consumption/consumption.module.ts';
import { registerDevModule } from './modules/dev/dev.module.ts';
import { registerFeesModule } from './modules/fees/fees.module.ts';
import { registerGrowthModule } from './modules/growth/growth.module.ts';
import { registerInspectionReportsModule } from './modules/inspection-reports/inspection-reports.module.ts';
import { registerInvoicesModule } from './modules/invoices/invoices.module.ts';
import { registerJobsModule } from './modules/jobs/jobs.module.ts';
import { registerMessagesModule } from './modules/messages/messages.module.ts';
import { registerNoticesModule } from './modules/notices/notices.module.ts';
import { registerOrdersModule } from './modules/orders/orders.module.ts';
import { registerPaymentsModule } from './modules/payments/payments.module.ts';
import { registerMallModule } from './modules/mall/mall.module.ts';
import { registerMembersModule } from './modules/members/members.module.ts';
import { registerPackageCardsModule } from './modules/package-cards/package-cards.module.ts';
import { registerPicturesModule } from './modules/pictures/pictures.module.ts';
import { registerReconciliationModule } from './modules/reconciliation/reconciliation.module.ts';
import { registerPointsModule } from './modules/points/points.module.ts';
import { registerRecordsModule } from './modules/records/records.module.ts';
import { registerReferenceModule } from './modules/reference/reference.module.ts';
import { registerRegionsModule } from './modules/regions/regions.module.ts';
import { registerSessionsModule } from './modules/sessions/sessions.module.ts';
import { registerStaffModule } from './modules/staff/staff.module.ts';
import { registerStaffAlertsModule } from './modules/staff-alerts/staff-alerts.module.ts';
import { registerSystemModule } from './modules/system/system.module.ts';

/** A module's one entry (`modules/<module>/<module>.module.ts`): its routes, order kinds and job handlers. */
type RegisterModule = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;

/** In registration order: routes are matched by path, so order only matters for the dev pages last. */
const MODULES: readonly RegisterModule[] = [
  registerSystemModule,
  registerReferenceModule,
  registerAccountsModule,
  registerSessionsModule,
  registerBabiesModule,
  registerAddressesModule,
  registerOrdersModule,
  registerBookingModule,
  registerRecordsModule,
  registerMessagesModule,
  registerNoticesModule,
  registerRegionsModule,
  registerStaffModule,
  registerStaffAlertsModule,
  registerClinicModule,
  registerPaymentsModule,
  registerCheckoutModule,
  registerCouponsModule,
  registerMembersModule,
  registerPointsModule,
  registerPackageCardsModule,
  registerMallModule,
  registerConsumptionModule,
  registerInvoicesModule,
  registerFeesModule,
  registerGrowthModule,
  registerInspectionReportsModule,
  registerPicturesModule,
  registerConsultationModule,
  registerChatModule,
  registerAiConsultModule,
  registerReconciliationModule,
  registerJobsModule,
  registerClientErrorsModule,
  registerDevModule,
];

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Builds the whole server on an open, migrated database. Tests call this; server.ts adds listening and signals. */
/** `logStream`: where log lines go instead of stdout (tests read what was logged). */
export const buildApp = async (
  config: Config,
  db: Db,
  options: { logStream?: LogStream } = {},
): Promise<BuiltApp> => {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // One line per request, written by logRequests with the path's secrets redacted.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && /^[\w-]{8,64}$/.test(req.headers['x-request-id'])
        ? req.headers['x-request-id']
        : randomUUID(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count becomes proxy-addr's own rule for one (trust the nearest `n` hops).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < Number(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    // Stopping (server.ts): close() closes idle keep-alive connections, lets requests in flight finish,
    // and answers a request that still arrives on an open connection with a clean 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  const ctx = await createAppContext(config, db, app.log);
  app.addHook('onClose', () => ctx.fanout.close());
  app.addHook('onClose', async () => ctx.mail.close());
  registerDraining(app, ctx.lifecycle);
  // JSON only (and form posts on the development WeChat page): a text body is refused with 415.
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);
  await registerCompression(app, config);
  bindRequestLogs(app, ctx.logScope);
  logRequests(app, ctx.metrics, config);
  await registerSecurity(app, ctx);
  registerMetricsRoute(app, ctx);
  for (const register of MODULES) await register(app, ctx);
  await registerStaticApps(app, config.repoRoot);
  return { app, ctx };
};
