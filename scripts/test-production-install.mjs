// `node scripts/test-production-install.mjs` (a stage of `npm test`): the production image's start-up,
// reproduced without a container where none can run, and the image itself built where one can.
//
// It follows the Dockerfile's runtime stage (scripts/lib/dockerfile.mjs reads it): the repository's
// tracked files its COPY lines name go into a temporary /app, its `npm …` RUN lines run there
// (`npm ci --omit=dev`: production dependencies only), the front ends built by `vite build` take the
// place of the build stage's dists, its ENV applies (/var/lib/sprout moved into the temporary folder)
// and its CMD starts the server, with Node 24 from the `node` dev package standing for the base image.
// The server runs in production on an EMPTY throwaway PostgreSQL database with the real adapters
// (dummy credentials, which are only used when a parent logs in, pays or gets an SMS). Then: /health,
// /ready, the image's HEALTHCHECK command, `npm run admin:create` from the install, that
// administrator's console login, the patient app's page and script, no /dev routes, `npm run backup`,
// and SIGTERM → exit 0. Prints one line per check and `production install: N passed, M failed`.
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';
import { buildStale } from './lib/build-apps.mjs';
import { dockerStage, envOf, execForm } from './lib/dockerfile.mjs';
import { PostgresUnavailable, startPostgres } from './lib/ensure-postgres.mjs';
import { freePort, nodeBin, root } from './lib/run.mjs';
import { stopPid } from './lib/server.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

const results = [];
const check = (name, ok, detail = '') => {
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};
const started = Date.now();
const cleanups = [];
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** Node 24 standing for the image's base image: the `node` dev package's binary, first on PATH. */
const node24 = nodeBin();
const runtimeEnv = (extra) => ({
  PATH: [dirname(node24), process.env.PATH ?? ''].join(':'),
  HOME: process.env.HOME ?? '/root',
  TZ: 'Asia/Shanghai',
  ...extra,
});

/** Builds the image with docker where a daemon answers; otherwise says why it is skipped. */
const dockerBuild = () => {
  const info = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8' });
  if (info.error || info.status !== 0) {
    const why = info.error
      ? 'no docker command'
      : (info.stderr || info.stdout).trim().split('\n')[0] || `docker info exited ${info.status}`;
    console.log(
      `SKIP docker build: no container engine answers here (${why}); the image's steps run below without one`,
    );
    return;
  }
  const build = spawnSync('docker', ['build', '--tag', 'sprout:production-test', '.'], {
    cwd: root,
    stdio: 'inherit',
  });
  check('docker build (multi-stage image)', build.status === 0);
  if (build.status !== 0) return;
  const help = spawnSync(
    'docker',
    ['run', '--rm', 'sprout:production-test', 'npm', 'run', 'admin:create', '--', '--help'],
    {
      encoding: 'utf8',
    },
  );
  check('the image runs npm run admin:create as its non-root user', help.status === 0, help.stderr.trim());
};

const trackedFiles = () => {
  const out = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`git ls-files failed: ${out.stderr}`);
  return out.stdout.split('\0').filter((f) => f && existsSync(join(root, f)));
};

/**
 * How this machine reaches the npm registry (its certificate authorities and proxies), for the install
 * step only: the image's builder has its own. npm's own `npm_config_*` variables are never passed (one
 * of them, the prefix, would point the install at this checkout). The lockfile's tarballs come from
 * npm's cache when the checkout's own `npm ci` put them there (the same integrity checks, without a
 * registry round trip per package, which took minutes on a busy network).
 */
const NETWORK_VARIABLES = [
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
];
const networkEnv = () =>
  Object.fromEntries(NETWORK_VARIABLES.filter((k) => process.env[k]).map((k) => [k, process.env[k]]));

/**
 * Runs the `npm ci` and `npm run` parts of a RUN line in the install; the rest (apt-get, the npm cache
 * clean-up, chown) only makes sense in a container and must never touch this machine.
 */
const runStep = (app, line) => {
  for (const part of line.split('&&').map((p) => p.trim())) {
    if (!/^npm (ci|run) /.test(part)) {
      console.log(`(container only, not run here) ${part}`);
      continue;
    }
    console.log(`$ (in /app) ${part}`);
    const env = runtimeEnv({ ...networkEnv(), npm_config_prefer_offline: 'true' });
    let run = spawnSync('sh', ['-c', part], { cwd: app, env, stdio: 'inherit' });
    if (run.status !== 0 && part.startsWith('npm ci')) {
      // A registry fetch can fail for a moment (a TLS-inspecting proxy, a dropped connection): once more.
      console.log(`(npm ci exited ${run.status}; trying once more)`);
      run = spawnSync('sh', ['-c', part], { cwd: app, env, stdio: 'inherit' });
    }
    check(`RUN ${part}`, run.status === 0);
    if (run.status !== 0) throw new Error(`${part} failed`);
  }
};

/** Follows the runtime stage into `app`; returns its ENV, CMD, HEALTHCHECK and USER. */
const install = (app, dataDir) => {
  const stage = dockerStage('runtime');
  const tracked = trackedFiles();
  const image = { env: {}, cmd: null, healthcheck: null, user: null };
  const fromVarLib = (value) => value.replaceAll('/var/lib/sprout', dataDir);
  for (const { op, args, flags } of stage) {
    if (op === 'ENV') for (const [k, v] of Object.entries(envOf(args))) image.env[k] = fromVarLib(v);
    else if (op === 'COPY' && flags.from === 'build') {
      const [source = '', dest = ''] = args.split(/\s+/);
      const built = join(root, relative('/app', source));
      if (!existsSync(built)) throw new Error(`${built} is not built`);
      cpSync(built, join(app, dest), { recursive: true });
    } else if (op === 'COPY') {
      const parts = args.split(/\s+/);
      const dest = parts.pop() ?? '';
      for (const source of parts) {
        const under = tracked.filter((f) => f === source || f.startsWith(`${source.replace(/\/$/, '')}/`));
        if (under.length === 0) throw new Error(`COPY ${source}: no tracked file`);
        for (const file of under) {
          const target =
            file === source
              ? dest.endsWith('/') || parts.length > 1
                ? join(app, dest, file.split('/').pop() ?? '')
                : join(app, dest)
              : join(app, dest, relative(source, file));
          mkdirSync(dirname(target), { recursive: true });
          cpSync(join(root, file), target);
        }
      }
    } else if (op === 'RUN') runStep(app, args);
    else if (op === 'CMD') image.cmd = execForm(args);
    else if (op === 'HEALTHCHECK') image.healthcheck = execForm(args);
    else if (op === 'USER') image.user = args.trim();
  }
  return image;
};

/** The Dockerfile's promises that are not steps: base image, user, health check, the server's flags. */
const checkImageShape = (image) => {
  const dockerfile = readDockerfile();
  check(
    'both stages start from Node 24',
    (dockerfile.match(/^FROM node:24\S* AS \w+$/gm) ?? []).length === 2,
  );
  check(
    'the runtime runs as a non-root user',
    Boolean(image.user) && !['root', '0'].includes(image.user ?? ''),
  );
  check('the runtime has a HEALTHCHECK on /health', JSON.stringify(image.healthcheck).includes('/health'));
  const flags = (image.cmd ?? []).slice(1, -1);
  check(
    'CMD runs the server with scripts/lib/server-flags.mjs',
    JSON.stringify(flags) === JSON.stringify(SERVER_NODE_FLAGS) &&
      image.cmd?.at(-1) === 'apps/api/src/server.ts',
    JSON.stringify(image.cmd),
  );
};
const readDockerfile = () => spawnSync('cat', [join(root, 'Dockerfile')], { encoding: 'utf8' }).stdout;

/** What production requires (config/env.ts refuses every development stand-in): real adapters, dummy keys. */
const productionSettings = (baseUrl) => {
  const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant = rsa();
  const platform = rsa();
  return {
    PUBLIC_BASE_URL: baseUrl,
    RECORD_QR_SECRET: randomBytes(24).toString('base64url'),
    SHARE_LINK_SECRET: randomBytes(24).toString('base64url'),
    PICTURE_LINK_SECRET: randomBytes(24).toString('base64url'),
    SMS_PROVIDER: 'aliyun',
    ALIYUN_ACCESS_KEY_ID: 'LTAI-production-install-test',
    ALIYUN_ACCESS_KEY_SECRET: 'not-a-real-secret',
    ALIYUN_SMS_SIGN_NAME: '小芽诊所',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000000',
    // Every notice's approved template: with Aliyun chosen, the server refuses to start without them.
    SMS_TEMPLATE_APPOINTMENT_REMINDER: 'SMS_000001',
    SMS_TEMPLATE_CLINIC_STOPPED: 'SMS_000002',
    SMS_TEMPLATE_REFUND_SETTLED: 'SMS_000003',
    SMS_TEMPLATE_INQUIRY_REASSIGNED: 'SMS_000004',
    SMS_TEMPLATE_INQUIRY_REFUNDED: 'SMS_000005',
    SMS_TEMPLATE_DOCTOR_REPLIED: 'SMS_000006',
    SMS_TEMPLATE_REPORT_READY: 'SMS_000007',
    SMS_TEMPLATE_BILL_DUE: 'SMS_000008',
    SMS_TEMPLATE_BILL_REMINDER: 'SMS_000009',
    SMS_TEMPLATE_PAYMENT_SUCCEEDED: 'SMS_000010',
    SMS_TEMPLATE_INVOICE_ISSUED: 'SMS_000011',
    WECHAT_PROVIDER: 'official',
    WECHAT_APP_ID: 'wx0000000000000000',
    WECHAT_APP_SECRET: 'not-a-real-secret',
    PAYMENT_PROVIDER: 'wechatpay',
    WECHATPAY_MCHID: '1900000000',
    WECHATPAY_SERIAL_NO: '0000000000000000000000000000000000000000',
    WECHATPAY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    WECHATPAY_APIV3_KEY: randomBytes(16).toString('hex'),
    WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0000000000000000',
    // Electronic invoices through Nuonuo's open platform, their PDF links signed, mail over SMTP.
    INVOICE_PROVIDER: 'nuonuo',
    INVOICE_LINK_SECRET: randomBytes(24).toString('base64url'),
    NUONUO_APP_KEY: 'production-install-test',
    NUONUO_APP_SECRET: 'not-a-real-secret',
    NUONUO_ACCESS_TOKEN: 'not-a-real-token',
    NUONUO_CLERK: '开票员',
    MAIL_PROVIDER: 'smtp',
    SMTP_HOST: 'smtp.example.invalid',
  };
};

/** An empty database owned by its own role, as a clinic's DBA would hand it over. */
const emptyDatabase = async (adminUrl) => {
  const password = randomBytes(12).toString('hex');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create role sprout login password '${password}'`);
  await admin.query('create database sprout owner sprout');
  await admin.end();
  const url = new URL(adminUrl);
  url.username = 'sprout';
  url.password = password;
  url.pathname = '/sprout';
  return url.toString();
};

const startServer = async (image, app, env, port) => {
  const [command = '', ...args] = image.cmd ?? [];
  const child = spawn(command === 'node' ? node24 : command, args, {
    cwd: app,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.on('exit', (code) => done(code)));
  const until = Date.now() + 60_000;
  while (Date.now() < until && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return { child, exited, output: () => output };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopPid(child.pid);
  throw new Error(`the server did not come up:\n${output}`);
};

const npmRun = (app, env, args) =>
  spawnSync('npm', ['run', '--silent', ...args], { cwd: app, env, encoding: 'utf8', timeout: 120_000 });

/** The clinic's first minutes: probes, the first administrator, the apps, a backup. */
const checkRunningClinic = async ({ app, env, base, image }) => {
  const health = await fetch(`${base}/health`);
  check('GET /health', health.status === 200);
  const ready = await fetch(`${base}/ready`);
  const readyBody = await ready.json();
  check(
    'GET /ready (database reachable)',
    ready.status === 200 && readyBody.data?.database === 'postgres',
    JSON.stringify(readyBody),
  );
  const [hcCommand = '', ...hcArgs] = image.healthcheck ?? [];
  const hc = spawnSync(hcCommand === 'node' ? node24 : hcCommand, hcArgs, { env, encoding: 'utf8' });
  check("the image's HEALTHCHECK command", hc.status === 0, String(hc.stderr ?? hc.error).trim());

  const passwordFile = join(dirname(app), 'admin-password');
  const password = `Lantern orchard ${randomBytes(3).toString('hex')} harbour`;
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  const created = npmRun(app, env, [
    'admin:create',
    '--',
    '--username',
    'clinicadmin',
    '--password-file',
    passwordFile,
  ]);
  check(
    'npm run admin:create (from the install)',
    created.status === 0,
    (created.stdout + created.stderr).trim(),
  );
  const login = await fetch(`${base}/api/console/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'clinicadmin', password }),
  });
  const loginBody = await login.json();
  check(
    'the administrator logs in to the console',
    loginBody.success === true && loginBody.data?.staff?.role === 'admin',
    loginBody.msg,
  );

  const page = await fetch(`${base}/appointment/`);
  const html = await page.text();
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  check(
    'the patient app page',
    page.status === 200 && /text\/html/.test(page.headers.get('content-type') ?? '') && Boolean(script),
  );
  const asset = script
    ? await fetch(new URL(script, `${base}/appointment/`), { headers: { 'accept-encoding': 'br, gzip' } })
    : null;
  check(
    "the patient app's script, compressed",
    asset?.status === 200 && ['br', 'gzip'].includes(asset.headers.get('content-encoding') ?? ''),
    `${asset?.status} ${asset?.headers.get('content-encoding')}`,
  );
  check('the staff console page', (await fetch(`${base}/console/`)).status === 200);
  // No proxy in front here: the server compresses its own JSON (COMPRESS_RESPONSES, on by default).
  const openapi = await fetch(`${base}/api/openapi.json`, { headers: { 'accept-encoding': 'br, gzip' } });
  check(
    'a JSON answer over 1 kB, compressed by the server',
    openapi.status === 200 &&
      openapi.headers.get('content-encoding') === 'br' &&
      Boolean((await openapi.json()).openapi),
    `${openapi.status} ${openapi.headers.get('content-encoding')}`,
  );
  check(
    'no /dev routes in production',
    (await fetch(`${base}/dev/sms-outbox?mobile=13800000000`)).status === 404,
  );

  const backup = npmRun(app, env, ['backup']);
  const folder = /: (\/\S+)$/m.exec(backup.stdout)?.[1] ?? '';
  check(
    'npm run backup (pg_dump) from the install',
    backup.status === 0 && existsSync(join(folder, 'sprout.pgdump')),
    backup.stderr.trim(),
  );
};

const main = async () => {
  dockerBuild();
  if (!(await buildStale())) throw new Error('the front ends do not build');
  // The build stage's `npm run sbom`: the image ships the production tree's bill of materials.
  if (spawnSync('npm', ['run', '--silent', 'sbom'], { cwd: root, stdio: 'inherit' }).status !== 0)
    throw new Error('npm run sbom failed');
  const dir = mkdtempSync(join(tmpdir(), 'sprout-production-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const app = join(dir, 'app');
  const dataDir = join(dir, 'var-lib-sprout');
  mkdirSync(dataDir, { recursive: true });
  const image = install(app, dataDir);
  checkImageShape(image);
  const modules = readdirSync(join(app, 'node_modules'));
  const devOnly = ['vitest', 'typescript', '@biomejs', '@playwright', 'node', 'vite', 'react'].filter((m) =>
    modules.includes(m),
  );
  const sbom = JSON.parse(readFileSync(join(app, 'sbom.cdx.json'), 'utf8'));
  const inSbom = new Set((sbom.components ?? []).map((c) => c.name));
  check(
    'the image ships a CycloneDX SBOM of the production tree, the licence and the notices',
    sbom.bomFormat === 'CycloneDX' &&
      ['fastify', 'kysely', 'sharp', 'libheif-js'].every((n) => inSbom.has(n)) &&
      !inSbom.has('vitest') &&
      existsSync(join(app, 'LICENSE')) &&
      existsSync(join(app, 'THIRD-PARTY-NOTICES.md')) &&
      existsSync(join(app, 'LICENSES', 'LGPL-3.0.txt')),
    `${inSbom.size} components`,
  );
  check(
    'production dependencies only (no dev toolchain, no front-end packages)',
    devOnly.length === 0,
    devOnly.join(', '),
  );

  let cluster;
  try {
    cluster = await startPostgres();
  } catch (err) {
    if (err instanceof PostgresUnavailable) {
      console.log(`SKIP the production start: ${err.message}`);
      return;
    }
    throw err;
  }
  cleanups.push(() => cluster.stop());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = runtimeEnv({
    ...image.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: await emptyDatabase(cluster.url),
    ...productionSettings(base),
  });
  const server = await startServer(image, app, env, port);
  cleanups.push(() => stopPid(server.child.pid));
  try {
    await checkRunningClinic({ app, env, base, image });
  } finally {
    server.child.kill('SIGTERM');
    const code = await server.exited;
    check(
      'SIGTERM: the server drains and exits 0',
      code === 0,
      code === 0 ? '' : server.output().slice(-2000),
    );
  }
};

try {
  await main();
} catch (err) {
  check('production install', false, err instanceof Error ? err.message : String(err));
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
const passed = results.filter(Boolean).length;
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`production install: ${passed} passed, ${results.length - passed} failed`);
process.exitCode = results.every(Boolean) && results.length > 0 ? 0 : 1;
