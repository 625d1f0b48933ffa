// `npm test`: every check of the project, in order, each with a header and its duration. No stage
// stops the others; the run exits non-zero when any failed. The last line is the summary CI reads:
//   tests: N passed, M failed
// Counts: each test of Vitest and Playwright (from their JSON reports), each workspace typechecked,
// each front end built, and one each for lint and the Chromium check.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp, FRONT_ENDS } from './lib/build-apps.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { playwrightFailures, vitestFailures } from './lib/failed-tests.mjs';
import { PostgresUnavailable, startPostgres } from './lib/ensure-postgres.mjs';
import { RedisUnavailable, startRedis } from './lib/ensure-redis.mjs';
import { childEnv, nodeBin, root, run, secs } from './lib/run.mjs';
import { typecheckAll, WORKSPACES } from './typecheck.mjs';

// On Ctrl-C or a CI timeout, exit through process.exit so 'exit' handlers (PostgreSQL stop) run.
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });

/** @type {{ name: string, passed: number, failed: number, ms: number, note: string }[]} */
const stages = [];
const TOTAL = 13;

/** Runs one stage; `body` resolves to `{ passed, failed, note? }`. A throw counts as one failure. */
const stage = async (name, body) => {
  const n = stages.length + 1;
  console.log(`\n${'='.repeat(100)}\n== [${n}/${TOTAL}] ${name}\n${'='.repeat(100)}`);
  const started = Date.now();
  let result;
  try {
    result = await body();
  } catch (err) {
    console.error(`!!! ${name}: ${err instanceof Error ? err.message : String(err)}`);
    result = { passed: 0, failed: 1, note: 'error' };
  }
  const ms = Date.now() - started;
  const entry = {
    name,
    passed: result.passed,
    failed: result.failed,
    ms,
    note: result.note ?? '',
    failures: result.failures ?? [],
  };
  stages.push(entry);
  const verdict = entry.note === 'SKIPPED' ? 'SKIPPED' : entry.failed > 0 ? 'FAILED' : 'passed';
  console.log(`-- ${name}: ${verdict} in ${secs(ms)} (${entry.passed} passed, ${entry.failed} failed)`);
};

/** A single pass/fail check. */
const one = (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

/** Counts from a report; a failing exit without a failing test (crash, load error) adds one failure. */
const counts = (code, passed, failed, note, failures = []) => ({
  passed,
  failed: failed === 0 && code !== 0 ? 1 : failed,
  note,
  failures,
});

/** Vitest with its default and JSON reporters; counts from the JSON report. */
const vitest = async (project, file, env = {}) => {
  const outputFile = join(reports, file);
  rmSync(outputFile, { force: true });
  const { code } = await run(
    'vitest',
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`],
    {
      env: { TZ: 'Asia/Shanghai', ...env },
    },
  );
  if (!existsSync(outputFile)) return counts(code, 0, 0, 'no JSON report');
  const r = JSON.parse(readFileSync(outputFile, 'utf8'));
  return counts(code, r.numPassedTests ?? 0, r.numFailedTests ?? 0, undefined, vitestFailures(r));
};

/**
 * A check script that prints one line per check and, last, `<what>: N passed, M failed` (and
 * `SKIPPED: <reason>` when it cannot run here): its output shown as it comes, its counts returned.
 */
const checkScript = (script) =>
  new Promise((done) => {
    const child = spawn(nodeBin(), [script], {
      cwd: root,
      env: childEnv({ TZ: 'Asia/Shanghai' }),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out = (out + chunk.toString()).slice(-200_000);
    });
    child.on('error', (err) => done({ passed: 0, failed: 1, note: err.message }));
    child.on('close', (code, signal) => {
      const exit = code ?? (signal ? 128 : 1);
      const last = [...out.matchAll(/^[^\n:]+: (\d+) passed, (\d+) failed$/gm)].at(-1);
      if (!last) return done(counts(exit, 0, 0, 'no summary line'));
      const [passed, failed] = [Number(last[1]), Number(last[2])];
      if (passed + failed === 0 && /^SKIPPED: /m.test(out)) return done({ passed, failed, note: 'SKIPPED' });
      done(counts(exit, passed, failed));
    });
  });

const withoutPg = { TEST_DATABASE_URL: '' };

/**
 * One Redis for both integration passes (the rate limit shared through Redis; later the chat broker):
 * TEST_REDIS_URL. Missing and not installable only outside CI: then those tests are skipped, loudly.
 */
let redis = null;
try {
  redis = await startRedis();
} catch (err) {
  if (!(err instanceof RedisUnavailable)) throw err;
  console.error(`\n${'!'.repeat(100)}\n!!! No Redis: ${err.message}\n${'!'.repeat(100)}\n`);
}
const redisEnv = { TEST_REDIS_URL: redis?.url ?? '' };

await stage('lint (biome check ., import and query boundaries)', async () => {
  const biome = (await run('biome', ['check', '.'])).code === 0;
  const boundaries = (await run(nodeBin(), ['scripts/boundaries/check.mjs'])).code === 0;
  return one(biome && boundaries);
});

await stage('dependency audit (npm audit --omit=dev; audit-exceptions.json)', () =>
  checkScript('scripts/licences/audit.mjs'),
);

await stage(`typecheck (tsc -p, ${WORKSPACES.length} workspaces)`, async () => {
  const results = await typecheckAll();
  return { passed: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length };
});

await stage('unit tests (vitest --project unit)', () => vitest('unit', 'vitest-unit.json', withoutPg));

await stage('integration tests on SQLite', () =>
  vitest('integration', 'vitest-integration-sqlite.json', { ...withoutPg, ...redisEnv }),
);

await stage('integration tests on PostgreSQL 15', async () => {
  let pg;
  try {
    pg = await startPostgres();
  } catch (err) {
    if (!(err instanceof PostgresUnavailable)) throw err;
    console.error(
      `\n${'!'.repeat(100)}\n!!! SKIPPING the PostgreSQL pass: ${err.message}\n${'!'.repeat(100)}\n`,
    );
    return { passed: 0, failed: 0, note: 'SKIPPED' };
  }
  try {
    return await vitest('integration', 'vitest-integration-postgres.json', {
      TEST_DATABASE_URL: pg.url,
      ...redisEnv,
    });
  } finally {
    pg.stop();
    console.log('PostgreSQL cluster stopped and removed');
  }
});

redis?.stop();

await stage('build front ends (vite build)', async () => {
  let passed = 0;
  let failed = 0;
  for (const app of FRONT_ENDS) {
    const { code, ms } = await buildApp(app);
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} build ${app} (${secs(ms)})`);
    code === 0 ? passed++ : failed++;
  }
  return { passed, failed };
});

let chromium = { ok: false };
await stage('ensure Chromium', async () => {
  chromium = ensureChromium();
  console.log(chromium.ok ? `Chromium: ${chromium.message}` : `!!! ${chromium.message}`);
  return one(chromium.ok);
});

await stage('end-to-end tests (Playwright, Chromium)', async () => {
  if (!chromium.ok) return { passed: 0, failed: 1, note: 'no Chromium' };
  const outputFile = join(reports, 'e2e-report.json');
  rmSync(outputFile, { force: true });
  const { code } = await run('playwright', ['test'], { env: { PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile } });
  if (!existsSync(outputFile)) return counts(code, 0, 0, 'no JSON report');
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const { stats = {} } = report;
  // expected = passed; unexpected = failed; flaky = passed on a retry (counted as passed).
  return counts(
    code,
    (stats.expected ?? 0) + (stats.flaky ?? 0),
    stats.unexpected ?? 0,
    undefined,
    playwrightFailures(report),
  );
});

// After the build: both use the built front ends.
await stage('production install on an empty PostgreSQL', () =>
  checkScript('scripts/test-production-install.mjs'),
);

await stage('nginx in front (deploy/nginx/sprout.conf)', () => checkScript('scripts/test-nginx.mjs'));

await stage('systemd units (systemd-analyze verify)', () => checkScript('scripts/test-systemd-units.mjs'));

await stage('alert rules (promtool check and test rules)', () => checkScript('scripts/test-alert-rules.mjs'));

// Summary: one row per stage, then the line CI reads.
const passed = stages.reduce((s, x) => s + x.passed, 0);
const failed = stages.reduce((s, x) => s + x.failed, 0);
const total = stages.reduce((s, x) => s + x.ms, 0);
console.log(`\n${'='.repeat(100)}\n== summary\n${'='.repeat(100)}`);
for (const s of stages) {
  const verdict = s.note === 'SKIPPED' ? 'SKIP' : s.failed > 0 ? 'FAIL' : 'ok';
  console.log(
    `${verdict.padEnd(5)}${s.name.padEnd(45)}${secs(s.ms).padStart(9)}  ${String(s.passed).padStart(4)} passed ${String(s.failed).padStart(3)} failed${s.note ? `  (${s.note})` : ''}`,
  );
}
// Which tests failed, just above the last line: CI shows only the tail of a run.
const failures = stages.flatMap((s) => s.failures.map((f) => `${s.name.split(' (')[0]}: ${f}`));
if (failures.length > 0) {
  console.log('failed tests:');
  for (const f of failures.slice(0, 12)) console.log(`  - ${f.length > 700 ? `${f.slice(0, 697)}...` : f}`);
  if (failures.length > 12) console.log(`  ... and ${failures.length - 12} more in test-results/`);
}
console.log(`total ${secs(total)}; reports in test-results/, screenshots in test-results/e2e/`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
