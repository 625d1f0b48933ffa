import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { backupDirOf, sqlitePathOf, storageDirOf } from '../db/backup.ts';
import { poolStats } from '../db/database.ts';
import { countJobsByState } from '../modules/jobs/jobs.service.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Bearer token check in constant time: both sides hashed first, so their lengths never differ. */
export const bearerMatches = (header: string | undefined, token: string): boolean => {
  const given = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
};

/** The nearest folder of `path` that exists (a backup folder before the first backup). */
const existing = (path: string): string => {
  let at = path;
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  return at;
};

/**
 * Free and total bytes of the file systems Sprout writes: the SQLite database's folder, the uploads
 * (local storage) and the backups. A full disk stops writes, backups and uploads at once.
 */
const addDiskGauges = (ctx: AppContext): void => {
  const folders = () => {
    const named = new Map<string, string>([['backups', backupDirOf(ctx.config)]]);
    if (ctx.db.dialect === 'sqlite') named.set('database', dirname(sqlitePathOf(ctx.config)));
    if (ctx.config.STORAGE_PROVIDER === 'local') named.set('uploads', storageDirOf(ctx.config));
    return [...named].map(([use, path]) => ({ use, path: existing(path) }));
  };
  const read = async (pick: (s: { bsize: number; blocks: number; bavail: number }) => number) =>
    Promise.all(
      folders().map(async ({ use, path }) => ({ labels: { use }, value: pick(await statfs(path)) })),
    );
  ctx.metrics.gaugeOnScrape(
    'sprout_disk_free_bytes',
    'Bytes free to Sprout on the file system of its database, uploads and backups folders',
    ['use'],
    () => read((s) => s.bavail * s.bsize),
  );
  ctx.metrics.gaugeOnScrape(
    'sprout_disk_size_bytes',
    'Size in bytes of the file system of its database, uploads and backups folders',
    ['use'],
    () => read((s) => s.blocks * s.bsize),
  );
};

/** Gauges read from the database at each scrape: jobs due and failed, the PostgreSQL pool. */
const addScrapeGauges = (ctx: AppContext): void => {
  const jobs = () => countJobsByState(ctx.db);
  ctx.metrics.gaugeOnScrape(
    'sprout_jobs_due',
    'Jobs whose time has come and that wait for a poller',
    ['kind'],
    async () => (await jobs()).map((r) => ({ labels: { kind: r.kind }, value: Number(r.due) })),
  );
  ctx.metrics.gaugeOnScrape(
    'sprout_jobs_failed',
    'Jobs that gave up after their last try (the console lists them for a manager to retry)',
    ['kind'],
    async () => (await jobs()).map((r) => ({ labels: { kind: r.kind }, value: Number(r.failed) })),
  );
  addDiskGauges(ctx);
  if (ctx.db.dialect !== 'postgres') return;
  ctx.metrics.gaugeOnScrape(
    'sprout_db_pool_connections',
    'PostgreSQL pool of this process: connections open, idle, requests waiting for one, and the pool size',
    ['state'],
    async () => {
      const pool = poolStats(ctx.db);
      return pool
        ? (['total', 'idle', 'waiting', 'max'] as const).map((state) => ({
            labels: { state },
            value: pool[state],
          }))
        : [];
    },
  );
};

/**
 * GET /metrics in Prometheus' text format, only when METRICS_ENABLED, only to the bearer of
 * METRICS_TOKEN (an unknown caller learns nothing: 401 without a body worth reading).
 */
export const registerMetricsRoute = (app: FastifyInstance, ctx: AppContext): void => {
  const { METRICS_ENABLED: enabled, METRICS_TOKEN: token } = ctx.config;
  if (!enabled || !token) return;
  ctx.metrics.collectProcessMetrics();
  addScrapeGauges(ctx);
  const { registry } = ctx.metrics;
  app.get('/metrics', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(req.headers.authorization, token))
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send('unauthorized\n');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};
