// Small process helpers shared by the scripts: run a command, find Node 24, pick a free port,
// install Debian packages (apt-get update at most once per process).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join, resolve } from 'node:path';

/** Repository root (this file lives in scripts/lib/). */
export const root = resolve(import.meta.dirname, '../..');
const localBin = join(root, 'node_modules/.bin');

/** The Node 24 binary: this process when it is 24+, else the `node` npm package's binary. */
export const nodeBin = () => {
  if (Number(process.versions.node.split('.')[0]) >= 24) return process.execPath;
  const local = join(localBin, 'node');
  return existsSync(local) ? local : process.execPath;
};

/** Environment for children: node_modules/.bin (and Node 24) first on PATH, plus `extra`. */
export const childEnv = (extra = {}) => ({
  ...process.env,
  PATH: [localBin, dirname(nodeBin()), process.env.PATH ?? ''].join(delimiter),
  ...extra,
});

/**
 * Runs a command with inherited stdio from the repository root.
 * Resolves (never rejects) with `{ code, ms }`; a spawn error counts as exit code 127.
 */
export const run = (cmd, args = [], { env = {}, cwd = root } = {}) =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd, env: childEnv(env), stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (err) => {
      console.error(`cannot run ${cmd}: ${err.message}`);
      done({ code: 127, ms: Date.now() - started });
    });
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 128 : 1), ms: Date.now() - started }));
  });

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export const freePort = () =>
  new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

let aptUpdated = false;
/**
 * `apt-get install -y <packages>` (non-interactive), preceded once per process by `apt-get update`.
 * Only as root; returns true when the install succeeded.
 */
export const aptInstall = (packages) => {
  if (!isRoot()) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const opts = { stdio: ['ignore', 'inherit', 'inherit'], env };
  if (!aptUpdated) {
    console.log('$ apt-get update');
    aptUpdated = spawnSync('apt-get', ['update'], opts).status === 0;
  }
  console.log(`$ apt-get install -y ${packages.join(' ')}`);
  return spawnSync('apt-get', ['install', '-y', ...packages], opts).status === 0;
};

/** Seconds with one decimal, for stage timings. */
export const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
