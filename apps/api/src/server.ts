import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { closeDatabase, initDatabase, migrateToLatest } from './db/database.ts';
import { demoLogins, seedDemo } from './db/seed/seed.ts';
import { startJobRunner } from './modules/jobs/job-runner.ts';
import { createStorage } from './providers/storage/create-storage.ts';

/** Starts Sprout: migrate, seed the demo clinic in development, listen, stop cleanly on SIGTERM/SIGINT. */
const main = async () => {
  const config = loadConfig();
  const db = initDatabase(config);
  await migrateToLatest(db);
  const seeded = config.seedDemo ? await seedDemo(db, await createStorage(config)) : false;
  const { app, ctx } = await buildApp(config, db);
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const jobs = startJobRunner(ctx, app.log);
  const port = new URL(address.replace('0.0.0.0', '127.0.0.1')).port;
  const base = `http://localhost:${port}`;
  const lines = [
    '',
    `Sprout is running (${db.dialect}${db.dialect === 'sqlite' ? `: ${config.SQLITE_PATH}` : ''})${seeded ? ', demo clinic seeded' : ''}`,
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
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await jobs.stop();
    await app.close();
    await closeDatabase(db);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

main().catch((err: unknown) => {
  process.stderr.write(
    `Sprout failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
