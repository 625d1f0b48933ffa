import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env.ts';
import type { Db } from './db/database.ts';
import { createLifecycle, type Lifecycle } from './http/draining.ts';
import { type AccountMerges, createAccountMerges } from './modules/accounts/account-merges.ts';
import { createJobHandlers, type JobHandlers } from './modules/jobs/job-handlers.ts';
import { listenForForgottenSessions } from './modules/sessions/forget-sessions.service.ts';
import { createSessionCache, type SessionCache } from './modules/sessions/session-cache.ts';
import { createSessionStops, type SessionStops } from './modules/clinic/session-stops.ts';
import { createInquiryListeners, type InquiryListeners } from './modules/consultation/inquiry-listeners.ts';
import { createOrderKinds, type OrderKinds } from './modules/orders/order-kinds.ts';
import { createValueSources, type ValueSources } from './modules/checkout/value-sources.ts';
import {
  createReconciliationChecks,
  type ReconciliationChecks,
} from './modules/reconciliation/reconciliation-checks.ts';
import { createLogScope, type LogScope } from './observability/log-scope.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { watchProviders } from './observability/watch-providers.ts';
import { createProviders, type Providers } from './providers/create-providers.ts';

/**
 * What every module receives: configuration, the database executor, every outside service, and the
 * registries the modules fill when the app is built (kinds of order, kinds of job). One per running
 * app: nothing of this lives in module-level state, so tests run several apps in one process.
 */
export interface AppContext extends Providers {
  config: Config;
  db: Db;
  /** The app's logger (pino), for work that runs outside a request: jobs, provider callbacks. */
  log: FastifyBaseLogger;
  orderKinds: OrderKinds;
  /** What a family can pay with besides money (modules/checkout/value-sources.ts). */
  valueSources: ValueSources;
  /** The nightly proofs that every balance equals its entries (modules/reconciliation). */
  reconciliationChecks: ReconciliationChecks;
  jobHandlers: JobHandlers;
  /** Who keeps bookings on clinic sessions and settles them when a session stops (modules/clinic). */
  sessionStops: SessionStops;
  /** Who follows what happens to inquiries (chat), told inside the change's transaction (modules/consultation). */
  inquiryListeners: InquiryListeners;
  /** Each owner's part when a WeChat-only account is merged into a phone's (modules/accounts). */
  accountMerges: AccountMerges;
  /** Resolved sessions for a few seconds (modules/sessions/session-cache.ts). */
  sessionCache: SessionCache;
  /** The logger of the request or job under way (observability/log-scope.ts). */
  logScope: LogScope;
  /** Prometheus counters and gauges of this app (observability/metrics.ts). */
  metrics: Metrics;
  /** Draining after SIGTERM: /ready says 503 and connections close after their answer (server.ts). */
  lifecycle: Lifecycle;
}

/** Builds the context and starts listening for sessions other processes revoke. `close` ends the fan-out. */
export const createAppContext = async (
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): Promise<AppContext> => {
  const logScope = createLogScope(log);
  const metrics = createMetrics();
  const providers = await createProviders(config, db, (err) =>
    log.error({ err }, 'fan-out connection failed'),
  );
  const ctx: AppContext = {
    config,
    db,
    log,
    // Every provider failure is logged in the scope of the request or job that met it, and counted.
    ...watchProviders(providers, logScope, metrics),
    logScope,
    metrics,
    orderKinds: createOrderKinds(),
    valueSources: createValueSources(),
    reconciliationChecks: createReconciliationChecks(),
    jobHandlers: createJobHandlers(),
    sessionStops: createSessionStops(),
    inquiryListeners: createInquiryListeners(),
    accountMerges: createAccountMerges(),
    sessionCache: createSessionCache(),
    lifecycle: createLifecycle(),
  };
  await listenForForgottenSessions(ctx);
  return ctx;
};
