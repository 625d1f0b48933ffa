// A throwaway Redis for the integration tests that need one (the rate limit shared through Redis, and
// the chat's broker across processes): finds redis-server (installing Debian's `redis-server` when it
// is missing and we are root), starts it on 127.0.0.1 and a free port with no persistence, in a
// temporary folder. stop() (also run at process exit) stops it and deletes the folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, freePort, isRoot } from './run.mjs';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];

export const findRedisServer = () => CANDIDATES.find((p) => existsSync(p)) ?? null;

/** Thrown when redis-server is missing and cannot be installed (not root): callers skip, loudly. */
export class RedisUnavailable extends Error {}

/** Waits until the server answers PING with PONG (at most `ms`). */
const answers = (port, ms) =>
  new Promise((resolve) => {
    const until = Date.now() + ms;
    const attempt = () => {
      const socket = createConnection({ host: '127.0.0.1', port });
      let reply = '';
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (d) => {
        reply += d.toString();
        if (reply.includes('PONG')) {
          socket.destroy();
          resolve(true);
        }
      });
      socket.on('error', () => {
        socket.destroy();
        if (Date.now() > until) resolve(false);
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });

/** Starts a fresh Redis. Returns `{ url, port, stop() }`. */
export const startRedis = async () => {
  let bin = findRedisServer();
  if (!bin) {
    if (!isRoot())
      throw new RedisUnavailable('redis-server is missing and we are not root, so it cannot be installed');
    console.log('redis-server not found: installing Debian package redis-server');
    if (!aptInstall(['redis-server'])) throw new Error('apt-get install redis-server failed');
    bin = findRedisServer();
    if (!bin) throw new Error('redis-server installed but not found');
  }
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  console.log(`Redis: ${version}`);
  const dir = mkdtempSync(join(tmpdir(), 'sprout-redis-'));
  const port = await freePort();
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  if (!(await answers(port, 10_000))) {
    stop();
    throw new Error(`redis-server did not answer on port ${port}`);
  }
  return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid, stop };
};
