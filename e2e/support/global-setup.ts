import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../scripts/lib/server.mjs';

/**
 * Starts the real server once for the run: 127.0.0.1, a free port, a fresh SQLite file in a
 * temporary folder, NODE_ENV=test with the demo clinic seeded, the per-address rate limit lifted. Specs read E2E_BASE_URL and
 * E2E_SQLITE_PATH (workers inherit this process's environment); the teardown stops it by pid.
 * Server output (at info, every request): test-results/e2e-server.log, scanned by the teardown.
 */
export default async function globalSetup(): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  const server = await startServer({
    logFile: join('test-results', 'e2e-server.log'),
    // Every spec's parents, staff and pages come from 127.0.0.1: one address standing in for many
    // people, so the per-address limit is lifted here as in the integration harness (transport tests
    // check the limit itself).
    // Every spec signs in from 127.0.0.1: the per-address SMS limit (R4, tested in the integration
    // suite) would otherwise stop the suite once it passes 20 codes an hour.
    // LOG_LEVEL=info so that every request is logged: the teardown scans the whole log (R15).
    env: { RATE_LIMIT_PER_MINUTE: '100000', SMS_PER_IP_PER_HOUR: '1000', LOG_LEVEL: 'info' },
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_SQLITE_PATH = server.sqlitePath;
  process.env.E2E_SERVER_PID = String(server.pid);
  process.env.E2E_SERVER_DIR = server.dir;
  console.log(`e2e: server ${server.url} (pid ${server.pid}, SQLite ${server.sqlitePath})`);
}
