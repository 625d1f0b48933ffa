import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type ProviderKind = 'sms' | 'wechat' | 'payments' | 'storage' | 'invoices' | 'mail';

/** What happened to a job attempt that threw: tried again later, or given up (failed for staff to see). */
export type JobFailure = 'retried' | 'failed';

/** Why a payment notify was refused: its signature did not verify, or its event did not settle. */
export type NotifyRefusal = 'signature' | 'rejected';

/**
 * The app's Prometheus metrics, in a registry of its own (tests run several apps in one process, and
 * prom-client's default registry is global). Counters are counted whether or not /metrics is on;
 * they cost a map lookup. Gauges that need the database are read when scraped (`onScrape`).
 */
export interface Metrics {
  readonly registry: Registry;
  request(method: string, route: string, statusCode: number, seconds: number): void;
  providerError(provider: ProviderKind, operation: string): void;
  jobFailure(kind: string, outcome: JobFailure): void;
  /** A payment notify answered with a refusal: a bad signature, or an event that did not settle. */
  notifyRefused(provider: string, reason: NotifyRefusal): void;
  /** Adds a gauge read at each scrape (jobs due, database pool…); `read` returns label sets and values. */
  gaugeOnScrape(
    name: string,
    help: string,
    labelNames: readonly string[],
    read: () => Promise<{ labels: Record<string, string>; value: number }[]>,
  ): void;
  /** Process metrics (memory, event loop lag, GC): only when /metrics is on, as they start monitors. */
  collectProcessMetrics(): void;
}

export const createMetrics = (): Metrics => {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'code'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to the answer being sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const providerErrors = new Counter({
    name: 'sprout_provider_errors_total',
    help: 'Failed calls to an outside service (SMS, WeChat, payments, file storage), by operation',
    labelNames: ['provider', 'operation'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'sprout_job_failures_total',
    help: 'Job attempts that threw: outcome retried (tried again later) or failed (given up)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const notifyRefusals = new Counter({
    name: 'sprout_payment_notifies_refused_total',
    help: 'Payment notifies refused: signature (did not verify) or rejected (amount, order or state did not match)',
    labelNames: ['provider', 'reason'] as const,
    registers,
  });
  let processMetrics = false;
  return {
    registry,
    request: (method, route, statusCode, seconds) => {
      requests.inc({ method, route, code: String(statusCode) });
      latency.observe({ method, route }, seconds);
    },
    providerError: (provider, operation) => providerErrors.inc({ provider, operation }),
    jobFailure: (kind, outcome) => jobFailures.inc({ kind, outcome }),
    notifyRefused: (provider, reason) => notifyRefusals.inc({ provider, reason }),
    gaugeOnScrape: (name, help, labelNames, read) => {
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          this.reset();
          for (const { labels, value } of await read()) this.set(labels, value);
        },
      });
    },
    collectProcessMetrics: () => {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry });
    },
  };
};
