// `node scripts/test-nginx.mjs` (a stage of `npm test`): deploy/nginx/sprout.conf as shipped, in front of
// two real Sprout processes, over HTTPS on 127.0.0.1.
//
// The config is copied with only what belongs to one machine changed: the upstream's two ports, the
// HTTPS listen address (a free port on 127.0.0.1; the port-80 redirect server dropped), the host name
// (localhost) and a self-signed certificate made by openssl now. Two Sprout processes (test mode,
// demo data, TRUST_PROXY=127.0.0.1, COMPRESS_RESPONSES=false as DEPLOY.md says) share one SQLite file.
// The chat's /ws goes to Sprout itself: a ticket from the console's chat ticket call, then the upgrade
// with the page's Origin (checked against the Host nginx passes) and a heartbeat answered.
// Checks through nginx: the app's page and a pre-compressed script, JSON gzip-compressed by nginx, an
// API call, the forwarded protocol and host in a link Sprout builds, the upload limits (Sprout's
// message below nginx's limit, the same words from nginx above it, the 1 MB JSON limit), the WebSocket
// handshake and a frame each way, both processes used, and one stopped without a failed request.
// nginx missing: installed with apt when root (Debian's `nginx`), else the stage is skipped, saying why.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStale } from './lib/build-apps.mjs';
import { https, json, wsHeartbeat } from './lib/nginx-probe.mjs';
import { aptInstall, freePort, isRoot, root } from './lib/run.mjs';
import { startServer, stopPid } from './lib/server.mjs';

const results = [];
const check = (name, ok, detail = '') => {
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail && !ok ? `: ${detail}` : ''}`);
};
const started = Date.now();
const cleanups = [];
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
/** A verification file as the official account's settings page hands it out. */
const MP_VERIFY = { file: 'MP_verify_Ab12Cd34Ef56Gh78.txt', text: 'Ab12Cd34Ef56Gh78' };
const ADMIN = { username: 'admin', password: 'Sprout-admin-2026' }; // the demo seed's (SEED_DEMO=true)

const nginxBinary = () => {
  const which = () => spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  let found = which().stdout.trim().split('\n')[0];
  if (!found && isRoot()) {
    console.log('nginx not found: installing Debian package nginx');
    if (aptInstall(['nginx'])) found = which().stdout.trim().split('\n')[0];
  }
  return found || null;
};

/** deploy/nginx/sprout.conf with this machine's ports, host name and certificate. */
const localConfig = (conf, { ports, listen, cert, key, verifyDir }) => {
  const redirect = /\nserver \{\n {4}listen 80;[\s\S]*?\n\}\n/;
  if (!redirect.test(conf)) throw new Error('the port-80 server block is not where the test expects it');
  const upstream = /(upstream sprout \{\n)((?: {4}server [^\n]+\n)+)/;
  const servers = upstream.exec(conf)?.[2].split('\n').filter(Boolean) ?? [];
  if (servers.length !== 2) throw new Error(`the upstream has ${servers.length} servers, not 2`);
  const moved = servers
    .map((line, i) => line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${ports[i]}`))
    .join('\n');
  const out = conf
    .replace(redirect, '\n')
    .replace(upstream, `$1${moved}\n`)
    .replace(
      / {4}listen 443 ssl http2;\n {4}listen \[::\]:443 ssl http2;/,
      `    listen 127.0.0.1:${listen} ssl http2;`,
    )
    .replaceAll('server_name clinic.example.cn;', 'server_name localhost;')
    .replace(/ssl_certificate {5}\S+;/, `ssl_certificate     ${cert};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
    .replace('root /etc/sprout/wechat-verify;', `root ${verifyDir};`);
  for (const needle of [`127.0.0.1:${listen} ssl`, cert, key, verifyDir])
    if (!out.includes(needle)) throw new Error(`could not put ${needle} into the config`);
  return out;
};

/** nginx's own top-level file around sprout.conf: everything in `dir`, an access log naming the upstream. */
const mainConfig = (dir) => `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    log_format sprout '$request_method $uri $status $upstream_addr';
    access_log ${dir}/access.log sprout;
    include ${dir}/sprout.conf;
}
`;

/** A multipart body with one `file` part of `size` bytes (a PDF header then padding). */
const multipart = (size) => {
  const boundary = `sprout${randomBytes(8).toString('hex')}`;
  const file = Buffer.alloc(size, 0x20);
  file.write('%PDF-1.4\n');
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="reportId"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
};

const checkThroughNginx = async ({ base, ca, ports, dir }) => {
  const get = (path, headers = {}) => https(base, path, { headers, ca });
  const page = await get('/appointment/');
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(page.body.toString())?.[1];
  check('the patient app page over HTTPS', page.status === 200 && Boolean(script), `${page.status}`);
  const gz = script
    ? await get(new URL(script, `${base}/appointment/`).pathname, { 'accept-encoding': 'gzip' })
    : null;
  check(
    "a script in the build's gzip copy (Vary: Accept-Encoding)",
    gz?.status === 200 &&
      gz.headers['content-encoding'] === 'gzip' &&
      /accept-encoding/i.test(`${gz.headers.vary}`),
    `${gz?.status} ${gz?.headers['content-encoding']} vary=${gz?.headers.vary}`,
  );

  const verify = await get(`/${MP_VERIFY.file}`);
  check(
    "WeChat's MP_verify file at the site's root",
    verify.status === 200 && verify.body.toString() === MP_VERIFY.text,
    `${verify.status} ${verify.body.toString().slice(0, 80)}`,
  );
  const other = await get('/MP_verify_..%2F..%2Fetc%2Fpasswd.txt');
  check('nothing else under that name pattern', other.status === 404, `${other.status}`);

  const cities = await get('/opordering/wechatapp/getCityList', { 'accept-encoding': 'gzip' });
  check(
    'an API call (getCityList)',
    cities.status === 200 && json(cities)?.success === true,
    `${cities.status}`,
  );
  const openapi = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
  check(
    'JSON over 1 kB gzip-compressed by nginx (Sprout sends it plain)',
    openapi.status === 200 &&
      openapi.headers['content-encoding'] === 'gzip' &&
      json(openapi)?.openapi !== undefined,
    `${openapi.status} ${openapi.headers['content-encoding']}`,
  );

  const post = (path, body, headers = {}) =>
    https(base, path, {
      method: 'POST',
      ca,
      body,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const login = json(await post('/api/console/auth/login', JSON.stringify(ADMIN)));
  const token = login?.data?.token;
  check('the console login through nginx', typeof token === 'string', JSON.stringify(login));
  const auth = { authorization: `Bearer ${token}` };
  const qr = json(await get('/api/console/clinic/doctorQrCode?doctorId=1', auth));
  check(
    "X-Forwarded-Proto and Host honoured: Sprout's printed link is https://localhost/",
    typeof qr?.data?.url === 'string' && qr.data.url.startsWith('https://localhost/appointment/#'),
    JSON.stringify(qr?.data?.url ?? qr),
  );

  const LIMIT = 20 * 1024 * 1024; // REPORT_FILE_MAX_BYTES's default, which the config's limits follow
  const message = '文件过大，请上传20MB以内的PDF';
  const justOver = multipart(LIMIT + 64 * 1024);
  const upload = (form) =>
    https(base, '/api/console/reports/uploadFile', {
      method: 'POST',
      ca,
      body: form.body,
      headers: { ...auth, 'content-type': form.type },
    });
  const bySprout = await upload(justOver);
  const sproutSays = json(bySprout);
  check(
    'a PDF just over 20 MB passes nginx and Sprout refuses it with its message',
    bySprout.status === 200 && sproutSays?.code === 4000 && sproutSays?.data?.fields?.file === message,
    `${bySprout.status} ${bySprout.body.toString().slice(0, 200)}`,
  );
  const byNginx = await upload(multipart(LIMIT + 2 * 1024 * 1024));
  const nginxSays = json(byNginx);
  check(
    'a 22 MB upload refused by nginx (413) with the same words',
    byNginx.status === 413 && nginxSays?.data?.fields?.file === message && nginxSays?.msg === sproutSays?.msg,
    `${byNginx.status} ${byNginx.body.toString().slice(0, 200)}`,
  );
  // Medical-record pictures: PICTURE_MAX_BYTES (10 MB) below nginx's 11 MB, the spec's toast above it.
  const sendPicture = (form) =>
    https(base, '/api/common/v1/upload_image', {
      method: 'POST',
      ca,
      body: form.body,
      headers: { 'content-type': form.type },
    });
  const pictureJustOver = await sendPicture(multipart(10 * 1024 * 1024 + 64 * 1024));
  check(
    'a picture just over 10 MB reaches Sprout (which asks for a login first)',
    pictureJustOver.status === 200 && json(pictureJustOver)?.code === 1000,
    `${pictureJustOver.status} ${pictureJustOver.body.toString().slice(0, 200)}`,
  );
  const pictureByNginx = await sendPicture(multipart(12 * 1024 * 1024));
  const pictureSays = json(pictureByNginx);
  check(
    'a 12 MB picture refused by nginx (413) with the spec toast',
    pictureByNginx.status === 413 &&
      pictureSays?.msg === '图片过大，请重新上传' &&
      pictureSays?.data?.fields?.file === '图片过大，请重新上传',
    `${pictureByNginx.status} ${pictureByNginx.body.toString().slice(0, 200)}`,
  );
  // The doctor's chat picture: the same limit, so a picture refused alike from either side.
  const doctorForm = multipart(10 * 1024 * 1024 + 64 * 1024);
  const doctorPicture = await https(base, '/api/console/consult/chat/pictureUpload', {
    method: 'POST',
    ca,
    body: doctorForm.body,
    headers: { 'content-type': doctorForm.type },
  });
  check(
    "a doctor's chat picture just over 10 MB reaches Sprout (which asks for a login first)",
    doctorPicture.status === 200 && json(doctorPicture)?.code === 1000,
    `${doctorPicture.status} ${doctorPicture.body.toString().slice(0, 200)}`,
  );
  // A guardian's picture in the AI consultation: the same limit.
  const aiForm = multipart(10 * 1024 * 1024 + 64 * 1024);
  const aiPicture = await https(base, '/api/ai/consult/chatFileUpload', {
    method: 'POST',
    ca,
    body: aiForm.body,
    headers: { 'content-type': aiForm.type },
  });
  check(
    'an AI consultation picture just over 10 MB reaches Sprout (which asks for a login first)',
    aiPicture.status === 200 && json(aiPicture)?.code === 1000,
    `${aiPicture.status} ${aiPicture.body.toString().slice(0, 200)}`,
  );
  // The mall's goods picture (a manager's upload): the same limit.
  const goodsForm = multipart(10 * 1024 * 1024 + 64 * 1024);
  const goodsPicture = await https(base, '/api/console/mall/goods/picture', {
    method: 'POST',
    ca,
    body: goodsForm.body,
    headers: { 'content-type': goodsForm.type },
  });
  check(
    'a goods picture just over 10 MB reaches Sprout (which asks for a login first)',
    goodsPicture.status === 200 && json(goodsPicture)?.code === 1000,
    `${goodsPicture.status} ${goodsPicture.body.toString().slice(0, 200)}`,
  );
  const bigJson = await post('/online/usercenter/userLogin', JSON.stringify({ pad: 'x'.repeat(1_100_000) }));
  check(
    "a JSON body over 1 MB refused (413) in Sprout's envelope",
    bigJson.status === 413 && json(bigJson)?.msg === '请求数据过大',
    `${bigJson.status} ${bigJson.body.toString().slice(0, 200)}`,
  );

  const ticketOf = async () =>
    json(await post('/api/console/consult/chat/ticket', '{}', auth))?.data?.ticket ?? 'none';
  const ws = await wsHeartbeat(base, ca, await ticketOf(), base).catch((err) => ({ error: err.message }));
  const beat = ws.frames?.[0] ? JSON.parse(ws.frames[0]) : {};
  check(
    "WebSocket upgrade on /ws passes through to Sprout's chat socket (ticket, the page's Origin)",
    ws.status === 101 && ws.accept === true,
    JSON.stringify(ws),
  );
  check(
    'a WebSocket frame each way (a heartbeat answered)',
    beat.type === 'heartbeat',
    JSON.stringify(ws.frames),
  );
  const foreign = await wsHeartbeat(base, ca, await ticketOf(), 'https://evil.example').catch((err) => ({
    error: err.message,
  }));
  check("another site's page is refused the socket (403)", foreign.status === 403, JSON.stringify(foreign));

  const used = new Set(
    readFileSync(join(dir, 'access.log'), 'utf8')
      .split('\n')
      .flatMap((l) => l.split(' ').at(-1)?.split(', ') ?? []),
  );
  check(
    'both Sprout processes served requests',
    ports.every((p) => used.has(`127.0.0.1:${p}`)),
    [...used].join(' '),
  );
};

const main = async () => {
  const nginx = nginxBinary();
  if (!nginx) {
    console.log(
      'SKIPPED: nginx is not installed and this is not root, so it cannot be (apt-get install nginx)',
    );
    return;
  }
  const openssl = spawnSync('openssl', ['version'], { encoding: 'utf8' });
  if (openssl.status !== 0) {
    console.log('SKIPPED: openssl is missing, so no certificate can be made');
    return;
  }
  console.log(
    `${spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim()} (${nginx}); ${openssl.stdout.trim()}`,
  );
  if (!(await buildStale())) throw new Error('the front ends do not build');

  const dir = mkdtempSync(join(tmpdir(), 'sprout-nginx-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  // nginx's workers (www-data when started as root) write request bodies under it.
  chmodSync(dir, 0o755);
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  const ca = readFileSync(cert);

  const env = { TRUST_PROXY: '127.0.0.1', COMPRESS_RESPONSES: 'false', LOG_LEVEL: 'warn' };
  const first = await startServer({ env });
  cleanups.push(() => first.stop());
  // The second process on the same database and uploads (migrated and seeded by the first).
  const second = await startServer({
    env: { ...env, SQLITE_PATH: first.sqlitePath, STORAGE_DIR: join(first.dir, 'uploads') },
  });
  cleanups.push(() => second.stop());

  const listen = await freePort();
  const verifyDir = join(dir, 'wechat-verify');
  mkdirSync(verifyDir, { mode: 0o755 });
  writeFileSync(join(verifyDir, MP_VERIFY.file), MP_VERIFY.text, { mode: 0o644 });
  const conf = readFileSync(join(root, 'deploy/nginx/sprout.conf'), 'utf8');
  writeFileSync(
    join(dir, 'sprout.conf'),
    localConfig(conf, { ports: [first.port, second.port], listen, cert, key, verifyDir }),
  );
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir));
  mkdirSync(join(dir, 'logs'));
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
  const syntax = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  check('nginx -t accepts deploy/nginx/sprout.conf', syntax.status === 0, syntax.stderr.trim());
  if (syntax.status !== 0) return;
  const proxy = spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  cleanups.push(() => stopPid(proxy.pid));
  const base = `https://localhost:${listen}`;
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      await https(base, '/health', { ca });
      break;
    } catch (err) {
      if (Date.now() > until || proxy.exitCode !== null)
        throw new Error(`nginx did not start: ${err.message}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  await checkThroughNginx({ base, ca, ports: [first.port, second.port], dir });

  // One process stops (an upgrade, a crash): nginx sends everything to the other.
  await stopPid(second.pid);
  const statuses = [];
  for (let i = 0; i < 6; i++)
    statuses.push((await https(base, '/opordering/wechatapp/getCityList', { ca })).status);
  check(
    'one process stopped: every request still answered by the other',
    statuses.every((s) => s === 200),
    statuses.join(' '),
  );
  const errors = readFileSync(join(dir, 'error.log'), 'utf8')
    .split('\n')
    .filter((l) => /\[(emerg|alert|crit)\]/.test(l));
  check('nothing serious in nginx error log', errors.length === 0, errors.join('\n'));
};

try {
  await main();
} catch (err) {
  check('nginx in front of Sprout', false, err instanceof Error ? err.message : String(err));
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
const passed = results.filter(Boolean).length;
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`nginx: ${passed} passed, ${results.length - passed} failed`);
process.exitCode = results.every(Boolean) ? 0 : 1;
