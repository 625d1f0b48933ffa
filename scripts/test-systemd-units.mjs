// `node scripts/test-systemd-units.mjs` (a stage of `npm test`): deploy/systemd/sprout.service and
// sprout@.service (as sprout@8081) checked by `systemd-analyze verify`, with Node 24's path on this
// machine put in place of /usr/local/bin/node (verify checks the command exists). A warning (an
// unknown or misspelt key, a bad value) fails like an error. Then what DEPLOY.md promises of them:
// the settings file, a non-root user, restarts, SIGTERM with a stop timeout longer than the server's
// drain, the hardening options and the server's V8 flags. No systemd-analyze: skipped, saying why.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, isRoot, nodeBin, root } from './lib/run.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

const results = [];
const check = (name, ok, detail = '') => {
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail && !ok ? `: ${detail}` : ''}`);
};

/** `Key=value` lines of a unit (the last one of each key wins, as in systemd for most keys). */
const directives = (text) =>
  new Map(
    text
      .split('\n')
      .map((l) => /^(\w+)=(.*)$/.exec(l.trim()))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );

/** The drain's defaults from config/env.ts: the stop timeout must outlast them. */
const { loadConfig } = await import('../apps/api/src/config/env.ts');
const defaults = loadConfig({});
const drainSeconds = (defaults.SHUTDOWN_DELAY_MS + defaults.SHUTDOWN_GRACE_MS) / 1000;

const UNITS = [
  { file: 'sprout.service', as: 'sprout.service' },
  { file: 'sprout@.service', as: 'sprout@8081.service' },
];
const HARDENING = {
  NoNewPrivileges: 'yes',
  ProtectSystem: 'strict',
  ProtectHome: 'yes',
  PrivateTmp: 'yes',
  PrivateDevices: 'yes',
  RestrictAddressFamilies: 'AF_INET AF_INET6 AF_UNIX',
  SystemCallFilter: '@system-service',
  CapabilityBoundingSet: '',
};

const version = () => spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
let verify = version();
if ((verify.error || verify.status !== 0) && isRoot()) {
  console.log('systemd-analyze not found: installing Debian package systemd');
  if (aptInstall(['systemd'])) verify = version();
}
if (verify.error || verify.status !== 0) {
  console.log('SKIPPED: systemd-analyze is not installed and this is not root (apt-get install systemd)');
} else {
  console.log(verify.stdout.split('\n')[0]);
  const dir = mkdtempSync(join(tmpdir(), 'sprout-units-'));
  try {
    for (const { file, as } of UNITS) {
      const text = readFileSync(join(root, 'deploy/systemd', file), 'utf8');
      writeFileSync(join(dir, as), text.replaceAll('/usr/local/bin/node', nodeBin()));
      const run = spawnSync('systemd-analyze', ['verify', join(dir, as)], { encoding: 'utf8' });
      const said = `${run.stdout}${run.stderr}`.trim();
      check(`systemd-analyze verify ${as}`, run.status === 0 && said === '', said || `exit ${run.status}`);

      const d = directives(text);
      check(
        `${file}: settings from /etc/sprout/sprout.env`,
        d.get('EnvironmentFile') === '/etc/sprout/sprout.env',
      );
      check(`${file}: runs as the sprout user`, d.get('User') === 'sprout' && d.get('Group') === 'sprout');
      check(`${file}: restarted when it fails`, d.get('Restart') === 'on-failure');
      const stop = Number(/^(\d+)s$/.exec(d.get('TimeoutStopSec') ?? '')?.[1]);
      check(
        `${file}: SIGTERM, and ${stop} s to stop > the drain's ${drainSeconds} s`,
        d.get('KillSignal') === 'SIGTERM' && stop > drainSeconds,
      );
      const wrong = Object.entries(HARDENING).filter(([k, v]) => d.get(k) !== v);
      check(`${file}: hardening options`, wrong.length === 0, wrong.map(([k]) => k).join(', '));
      const exec = d.get('ExecStart') ?? '';
      check(
        `${file}: the server with scripts/lib/server-flags.mjs`,
        exec.includes(`/usr/local/bin/node ${SERVER_NODE_FLAGS.join(' ')} apps/api/src/server.ts`),
        exec,
      );
    }
    const template = directives(readFileSync(join(root, 'deploy/systemd/sprout@.service'), 'utf8'));
    check(
      'sprout@.service: the instance name is the port',
      /^\/usr\/bin\/env PORT=%i /.test(template.get('ExecStart') ?? ''),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const passed = results.filter(Boolean).length;
console.log(`systemd units: ${passed} passed, ${results.length - passed} failed`);
process.exitCode = results.every(Boolean) ? 0 : 1;
