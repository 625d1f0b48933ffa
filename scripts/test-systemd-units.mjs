// `node scripts/test-systemd-units.mjs` (a stage of `npm test`): deploy/systemd/sprout.service and
// sprout@.service (as sprout@8081) checked by `systemd-analyze verify`, with Node 24's path on this
// machine put in place of /usr/local/bin/node (verify checks the command exists). A warning (an
// unknown or misspelt key, a bad value) fails like an error. Then what DEPLOY.md promises of them:
// the settings file, a non-root user, restarts, SIGTERM with a stop timeout longer than the server's
// drain, the hardening options and the server's V8 flags. The nightly backup (sprout-backup.service
// and .timer) is verified the same way and held to its promises: a oneshot of `backup-cli.ts
// --scheduled` with the server's user, settings, data folders and confinement, every day at 02:30
// clinic time, made up for after a night off. The journald drop-in is held to the privacy policy's six
// months. No systemd-analyze: skipped, saying why.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** Every `Environment=` assignment of a unit, by name (several lines, several names a line). */
const environmentOf = (text) =>
  new Map(
    text
      .split('\n')
      .filter((l) => l.startsWith('Environment='))
      .flatMap((l) => l.slice('Environment='.length).split(/\s+/))
      .map((pair) => pair.split('=', 2)),
  );

const verifyUnits = (dir, files) => {
  for (const file of files) {
    const text = readFileSync(join(root, 'deploy/systemd', file), 'utf8');
    writeFileSync(join(dir, file), text.replaceAll('/usr/local/bin/node', nodeBin()));
  }
  // Together, so the timer's Unit= finds its service.
  const run = spawnSync('systemd-analyze', ['verify', ...files.map((f) => join(dir, f))], {
    encoding: 'utf8',
  });
  const said = `${run.stdout}${run.stderr}`.trim();
  check(
    `systemd-analyze verify ${files.join(' ')}`,
    run.status === 0 && said === '',
    said || `exit ${run.status}`,
  );
};

/** A systemd time span in seconds, as systemd itself reads it (`6month`, `10min`), or NaN. */
const seconds = (span) => {
  const run = spawnSync('systemd-analyze', ['timespan', span], { encoding: 'utf8' });
  const micro = /μs: (\d+)/.exec(run.stdout ?? '')?.[1];
  return run.status === 0 && micro ? Number(micro) / 1e6 : Number.NaN;
};

const DEPLOY_MD = readFileSync(join(root, 'docs/DEPLOY.md'), 'utf8');

const checkBackupUnits = (dir) => {
  verifyUnits(dir, ['sprout-backup.service', 'sprout-backup.timer']);
  const read = (file) => readFileSync(join(root, 'deploy/systemd', file), 'utf8');
  const service = directives(read('sprout-backup.service'));
  const server = directives(read('sprout.service'));
  check('sprout-backup.service: a oneshot', service.get('Type') === 'oneshot');
  check(
    'sprout-backup.service: as the sprout user, with /etc/sprout/sprout.env',
    service.get('User') === 'sprout' &&
      service.get('Group') === 'sprout' &&
      service.get('EnvironmentFile') === server.get('EnvironmentFile'),
  );
  const ownEnv = environmentOf(read('sprout-backup.service'));
  const serverEnv = environmentOf(read('sprout.service'));
  const differing = ['NODE_ENV', 'SQLITE_PATH', 'STORAGE_DIR', 'BACKUP_DIR'].filter(
    (name) => ownEnv.get(name) !== serverEnv.get(name),
  );
  check(
    "sprout-backup.service: the server's database, uploads and backup folders",
    differing.length === 0,
    differing.join(', '),
  );
  const wrong = Object.entries({ ...HARDENING, StateDirectory: 'sprout', UMask: '0027' }).filter(
    ([k, v]) => service.get(k) !== v,
  );
  check(
    "sprout-backup.service: the server's hardening and state directory",
    wrong.length === 0,
    wrong.map(([k]) => k).join(', '),
  );
  const exec = service.get('ExecStart') ?? '';
  const script = /^\/usr\/local\/bin\/node (\S+) --scheduled$/.exec(exec)?.[1];
  check(
    'sprout-backup.service: runs backup-cli.ts --scheduled',
    script === 'apps/api/src/db/backup-cli.ts' && existsSync(join(root, script)),
    exec,
  );
  check('sprout-backup.service: a start timeout', seconds(service.get('TimeoutStartSec') ?? '') > 0);

  const timer = directives(read('sprout-backup.timer'));
  // Two elapses in UTC: 18:30 is 02:30 at the clinic (UTC+8), a day apart.
  const calendar = spawnSync(
    'systemd-analyze',
    ['calendar', '--iterations=2', timer.get('OnCalendar') ?? ''],
    {
      encoding: 'utf8',
      env: { ...process.env, TZ: 'UTC' },
    },
  );
  const elapses = [...(calendar.stdout ?? '').matchAll(/(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) UTC/g)];
  const [first, second] = elapses.map((m) => Date.parse(`${m[1]}T${m[2]}Z`));
  check(
    'sprout-backup.timer: every day at 02:30 clinic time (18:30 UTC)',
    calendar.status === 0 && elapses.every((m) => m[2] === '18:30:00') && second - first === 86_400_000,
    `${calendar.stdout}${calendar.stderr}`.trim(),
  );
  check('sprout-backup.timer: a missed night made up (Persistent)', timer.get('Persistent') === 'true');
  const delay = seconds(timer.get('RandomizedDelaySec') ?? '');
  check(`sprout-backup.timer: a small random delay (${delay} s)`, delay > 0 && delay <= 1800);
  check(
    'sprout-backup.timer: starts sprout-backup.service, enabled under timers.target',
    timer.get('Unit') === 'sprout-backup.service' && timer.get('WantedBy') === 'timers.target',
  );
  check(
    'DEPLOY.md: installs and enables the timer',
    DEPLOY_MD.includes('systemctl enable --now sprout-backup.timer') &&
      DEPLOY_MD.includes('sprout-backup.service'),
  );
};

/** How long the privacy policy keeps network logs, in months (网络日志：保存6个月). */
const policyMonths = () => {
  const policy = readFileSync(join(root, 'apps/patient-web/src/features/legal/privacy-policy.ts'), 'utf8');
  return Number(/网络日志：保存(\d+)个月/.exec(policy)?.[1]);
};

const checkJournald = () => {
  const text = readFileSync(join(root, 'deploy/systemd/journald-sprout.conf'), 'utf8');
  const d = directives(text);
  const months = policyMonths();
  // systemd's month is 30.44 days, as a sixth of its year; so is the policy's.
  const retention = seconds(d.get('MaxRetentionSec') ?? '');
  check(
    `journald-sprout.conf: entries deleted after the privacy policy's ${months} months`,
    months > 0 && Math.abs(retention - months * 2_629_800) < 1,
    `MaxRetentionSec=${d.get('MaxRetentionSec')} is ${retention} s`,
  );
  check(
    'journald-sprout.conf: files of a day at most, so expiry is to the day',
    seconds(d.get('MaxFileSec') ?? '') <= 86_400,
  );
  check(
    'journald-sprout.conf: kept on disk, with a size bound',
    d.get('Storage') === 'persistent' && /^\d+[KMG]$/.test(d.get('SystemMaxUse') ?? ''),
  );
  // journald.conf has no verifier: Debian's own file lists every key it reads, commented out.
  const stock = '/etc/systemd/journald.conf';
  if (existsSync(stock)) {
    const known = readFileSync(stock, 'utf8');
    const unknown = [...d.keys()].filter((k) => !known.includes(`#${k}=`));
    check('journald-sprout.conf: only keys journald knows', unknown.length === 0, unknown.join(', '));
  }
  check(
    'DEPLOY.md: installs the journald drop-in',
    DEPLOY_MD.includes('/etc/systemd/journald.conf.d/sprout.conf'),
  );
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
    checkBackupUnits(dir);
    checkJournald();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const passed = results.filter(Boolean).length;
console.log(`systemd units: ${passed} passed, ${results.length - passed} failed`);
process.exitCode = results.every(Boolean) ? 0 : 1;
