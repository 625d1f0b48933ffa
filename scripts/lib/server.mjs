// Starts the real API server as a child process on 127.0.0.1 and a free port, on a fresh SQLite
// file in a temporary folder, and waits for GET /health. Used by the end-to-end harness and the bench.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnv, freePort, nodeBin, root } from './run.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

/** True while a process with this pid exists. */
export const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
export const stopPid = async (pid, graceMs = 5000) => {
  if (!pid || !alive(pid)) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {}
  const until = Date.now() + graceMs;
  while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid))
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
};

/**
 * Returns `{ url, pid, port, dir, sqlitePath, logFile, stop() }`. `env` adds to / overrides the
 * defaults (NODE_ENV=test, SEED_DEMO=true, LOG_LEVEL=warn). Server output goes to `logFile`
 * (default: server.log in the temporary folder), whose tail is printed if the server dies at start.
 */
export const startServer = async ({ env = {}, logFile, timeoutMs = 30_000 } = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'sprout-server-'));
  const sqlitePath = join(dir, 'sprout.db');
  const port = await freePort();
  const log = logFile ?? join(dir, 'server.log');
  const fd = openSync(log, 'w');
  const serverEnv = childEnv({
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    SQLITE_PATH: sqlitePath,
    // Uploaded report sheets (and the demo's) stay in the throwaway folder, not in ./data.
    STORAGE_DIR: join(dir, 'uploads'),
    ...env,
  });
  if (!env.DATABASE_URL) delete serverEnv.DATABASE_URL; // always the fresh SQLite file unless asked
  const child = spawn(nodeBin(), [...SERVER_NODE_FLAGS, 'apps/api/src/server.ts'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopPid(child.pid);
    rmSync(dir, { recursive: true, force: true });
  };

  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `server exited at start (${child.exitCode ?? child.signalCode}):\n${readFileSync(log, 'utf8').slice(-4000)}`,
      );
    }
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {}
    if (Date.now() > until) {
      await stop();
      throw new Error(
        `server did not answer /health within ${timeoutMs} ms:\n${readFileSync(log, 'utf8').slice(-4000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, pid: child.pid, port, dir, sqlitePath, logFile: log, child, stop };
};
