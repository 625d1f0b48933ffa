// `npm run bench`: performance goals measured against the real server on loopback.
//   P5  POST /online/usercenter/pageBabyInfo (logged-in parent) vs the floor GET /health:
//       throughput ratio >= 60 %, p99 <= 20 ms (autocannon, 50 connections, 10 s each)
//   P9  server RSS: idle after start <= 150 MB, peak under load <= 300 MB (/proc/<pid>/status)
//   P1  gzip size of the JS the patient home route loads (entry + modulepreloads) <= 120 kB
// Prints one table and writes bench/results/latest.json. Exits 1 when a goal is missed.
// Bounded: a watchdog ends the run after 2 minutes; the server is stopped by pid in every case.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildApp, staleReason } from '../scripts/lib/build-apps.mjs';
import { root } from '../scripts/lib/run.mjs';
import { startServer } from '../scripts/lib/server.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
const PARENT = '13800000000';
const MB = 1024 * 1024;

/** VmRSS of a process in bytes (0 when it is gone). */
const rss = (pid) => {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
};

const post = async (url, body, token) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok || !json.success) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
};

/** Demo parent session through the real SMS flow: sendSms, dev outbox, userLogin. */
const loginParent = async (base) => {
  await post(`${base}/online/usercenter/sendSms`, { mobile: PARENT, purpose: 'login' });
  const outbox = await (await fetch(`${base}/dev/sms-outbox?mobile=${PARENT}`)).json();
  const code = outbox.data.list.find((m) => m.code)?.code;
  if (!code) throw new Error('no SMS code in the dev outbox');
  return (await post(`${base}/online/usercenter/userLogin`, { mobile: PARENT, code })).token;
};

const load = (opts) => autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });

/** gzip size of the entry module and every modulepreload of apps/patient-web/dist/index.html. */
const homeJs = () => {
  const dist = join(root, 'apps/patient-web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script\b[^>]*type="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((m) => m[1]);
  const files = srcs.map((src) => {
    const rel = src.replace(/^\/appointment\//, '').replace(/^\//, '');
    const bytes = readFileSync(join(dist, rel));
    return { file: rel, raw: bytes.length, gzip: gzipSync(bytes).length };
  });
  return { files, gzip: files.reduce((s, f) => s + f.gzip, 0) };
};

const rows = [];
const row = (id, what, figure, unit, goal, ratio, pass) =>
  rows.push({ id, what, figure, unit, goal, ratio, pass });
const raw = {};
let server;
let failedRun = null;

const watchdog = setTimeout(async () => {
  console.error('!!! bench exceeded 2 minutes: stopping');
  await server?.stop();
  process.exit(2);
}, 120_000);

try {
  // P1 needs a current build of the patient app (the only step that may take a while).
  const reason = staleReason('apps/patient-web');
  if (reason) {
    console.log(`building apps/patient-web (${reason})`);
    await buildApp('apps/patient-web');
  }

  server = await startServer({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  console.log(`server ${server.url} pid ${server.pid}`);
  await new Promise((r) => setTimeout(r, 1000)); // let start-up garbage settle
  const idle = rss(server.pid);
  let peak = idle;
  const poll = setInterval(() => {
    peak = Math.max(peak, rss(server.pid));
  }, 250);

  const token = await loginParent(server.url);

  console.log(`floor: GET /health, ${CONNECTIONS} connections, ${DURATION_S} s`);
  const floor = await load({ url: `${server.url}/health` });
  console.log(`P5: POST pageBabyInfo, ${CONNECTIONS} connections, ${DURATION_S} s`);
  const page = await load({
    url: `${server.url}/online/usercenter/pageBabyInfo`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ pageNum: 1, pageSize: 10 }),
  });
  clearInterval(poll);
  peak = Math.max(peak, rss(server.pid));

  const summary = (r) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  });
  raw.floor = summary(floor);
  raw.pageBabyInfo = summary(page);

  const clean = page.non2xx === 0 && page.errors === 0 && page.timeouts === 0;
  row(
    'P5',
    'floor GET /health',
    floor.requests.average,
    'req/s',
    '(reference)',
    null,
    floor.non2xx === 0 && floor.errors === 0,
  );
  const ratio = page.requests.average / floor.requests.average;
  row(
    'P5',
    `pageBabyInfo throughput${clean ? '' : ` (${page.non2xx} non-2xx, ${page.errors} errors)`}`,
    page.requests.average,
    'req/s',
    '>= 60 % of floor',
    ratio,
    clean && ratio >= 0.6,
  );
  row(
    'P5',
    'pageBabyInfo p99 latency',
    page.latency.p99,
    'ms',
    '<= 20 ms',
    page.latency.p99 / 20,
    clean && page.latency.p99 <= 20,
  );
  row(
    'P9',
    'server RSS idle after start',
    idle / MB,
    'MB',
    '<= 150 MB',
    idle / MB / 150,
    idle > 0 && idle / MB <= 150,
  );
  row(
    'P9',
    'server RSS peak under load',
    peak / MB,
    'MB',
    '<= 300 MB',
    peak / MB / 300,
    peak > 0 && peak / MB <= 300,
  );
} catch (err) {
  failedRun = err instanceof Error ? err.stack : String(err);
  console.error(`!!! ${failedRun}`);
} finally {
  await server?.stop();
}

try {
  if (!existsSync(join(root, 'apps/patient-web/dist/index.html')))
    throw new Error('apps/patient-web/dist/index.html missing (build failed?)');
  const js = homeJs();
  raw.homeJs = js.files;
  row(
    'P1',
    `patient home JS, gzip (${js.files.length} files)`,
    js.gzip / 1000,
    'kB',
    '<= 120 kB',
    js.gzip / 1000 / 120,
    js.gzip / 1000 <= 120,
  );
} catch (err) {
  row(
    'P1',
    `patient home JS: ${err instanceof Error ? err.message : String(err)}`,
    Number.NaN,
    '',
    '<= 120 kB',
    null,
    false,
  );
}
clearTimeout(watchdog);

// The table.
const fmt = (n, unit) => (Number.isFinite(n) ? `${n >= 100 ? Math.round(n) : n.toFixed(1)} ${unit}` : 'n/a');
const table = [
  ['id', 'what', 'figure', 'goal', 'ratio', 'result'],
  ...rows.map((r) => [
    r.id,
    r.what,
    fmt(r.figure, r.unit),
    r.goal,
    r.ratio === null ? '' : `${(r.ratio * 100).toFixed(0)} %`,
    r.pass ? 'pass' : 'FAIL',
  ]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((t) => t[i].length)));
const line = (t) => `| ${t.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(table[0])}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const t of table.slice(1)) console.log(line(t));

const allPass = !failedRun && rows.length === 6 && rows.every((r) => r.pass);
mkdirSync(join(root, 'bench/results'), { recursive: true });
const result = {
  date: new Date().toISOString(),
  node: process.version,
  machine: { cpus: cpus().length, model: cpus()[0]?.model, memoryGB: Math.round(totalmem() / 1024 ** 3) },
  settings: {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    database: 'sqlite (fresh, demo seeded)',
  },
  rows,
  raw,
  error: failedRun,
  pass: allPass,
};
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\n${allPass ? 'all goals met' : 'some goals missed'}; written bench/results/latest.json`);
process.exit(allPass ? 0 : 1);
