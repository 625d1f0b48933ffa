import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config/env.ts';
import { closeDatabase, type Db, initDatabase } from './db/database.ts';
import { demoLogins, seedDemo } from './db/seed/seed.ts';
import { migrateWithBackup } from './db/upgrade.ts';
import type { JobRunner } from './modules/jobs/job-runner.ts';
import { startJobRunner } from './modules/jobs/job-runner.ts';
import { createStorage } from './providers/storage/create-storage.ts';

/** How long accepted connections get to deliver their request once accepting stops. */
const SETTLE_MS = 100;

interface Running {
  config: Config;
  db: Db;
  app: FastifyInstance;
  ctx: AppContext;
  jobs: JobRunner;
}

/**
 * Stops without losing a request. SIGTERM (systemd, docker stop, an orchestrator): /ready turns 503
 * for SHUTDOWN_DELAY_MS while everything is still served, so a load balancer moves away; then the
 * server stops accepting connections, every answer still going out closes its connection, idle
 * keep-alive connections are closed, requests in flight finish, the job poller stops and the
 * database closes: exit 0. SIGINT (Ctrl-C) skips the delay. After SHUTDOWN_GRACE_MS more it exits
 * anyway, with 1.
 */
const drainOnSignals = ({ config, db, app, ctx, jobs }: Running): void => {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    ctx.lifecycle.draining = true;
    const delayMs = signal === 'SIGTERM' ? config.SHUTDOWN_DELAY_MS : 0;
    app.log.info({ signal, delayMs, graceMs: config.SHUTDOWN_GRACE_MS }, 'draining');
    const force = setTimeout(() => {
      app.log.error('shutdown grace period over: exiting with work unfinished');
      process.exit(1);
    }, delayMs + config.SHUTDOWN_GRACE_MS);
    force.unref();
    await sleep(delayMs);
    await stopServing(app, ctx);
    await jobs.stop();
    await closeDatabase(db);
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

/**
 * Stops accepting through net.Server's own close first: http.Server's would at once cut the
 * connections it deems idle, and that includes one accepted a moment ago whose request is not read
 * yet. After a short pause app.close() cuts the idle ones (Fastify answers 503 to a request that
 * still arrives); a connection whose answer began before the close turns idle later and is cut then.
 */
const stopServing = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  ctx.lifecycle.closing = true;
  net.Server.prototype.close.call(app.server);
  await sleep(SETTLE_MS);
  const reaper = setInterval(() => app.server.closeIdleConnections(), SETTLE_MS);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
  }
};

const printBanner = (config: Config, db: Db, address: string, seeded: boolean, backup: string | null) => {
  const port = new URL(address.replace('0.0.0.0', '127.0.0.1')).port;
  const base = `http://localhost:${port}`;
  const lines = [
    '',
    `Sprout is running (${db.dialect}${db.dialect === 'sqlite' ? `: ${config.SQLITE_PATH}` : ''})${seeded ? ', demo clinic seeded' : ''}`,
    ...(backup ? [`  backed up before migrating: ${backup}`] : []),
    `  patient app   ${base}/appointment/`,
    `  staff console ${base}/console/`,
    `  API reference ${base}/api/docs  (OpenAPI: ${base}/api/openapi.json)`,
  ];
  if (config.seedDemo) {
    const logins = demoLogins();
    lines.push(
      `  demo parent   ${logins.parent.phone} (SMS code: ${base}/dev/sms-outbox?mobile=${logins.parent.phone})`,
    );
    for (const s of logins.staff) lines.push(`  staff ${s.role.padEnd(8)}${s.username} / ${s.password}`);
    lines.push(
      '  the demo parent is a member with 1,200 points and has a bill for 乐乐 on 待缴费订单; the mall,',
      '  a coupon campaign (领券中心) and a package card (套餐卡) are on offer; 林晓岚 answers 图文问诊',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
};

/** Starts Sprout: migrate (backing up first on an upgrade), seed the demo clinic in development, listen. */
const main = async () => {
  const config = loadConfig();
  const db = initDatabase(config);
  const { backup } = await migrateWithBackup(db, config);
  const seeded = config.seedDemo ? await seedDemo(db, { storage: await createStorage(config) }) : false;
  const { app, ctx } = await buildApp(config, db);
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const jobs = startJobRunner(ctx, app.log);
  printBanner(config, db, address, seeded, backup);
  drainOnSignals({ config, db, app, ctx, jobs });
};

main().catch((err: unknown) => {
  process.stderr.write(
    `Sprout failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
