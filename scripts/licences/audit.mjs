// `node scripts/licences/audit.mjs` (a stage of `npm test`): the production tree's known vulnerabilities,
// as `npm audit --omit=dev` reports them from the registry's advisory service. A high or critical
// advisory fails the run unless audit-exceptions.json accepts it, with a reason and an expiry date (a
// past expiry fails again: an exception is a decision to look at once more, not a silence).
// Where the advisory service cannot be reached (a closed network; the registry mirror refusing npm's
// bulk advisory request), the stage says SKIPPED with the answer it got: it never reports a pass it
// did not check.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..', '..');
const FAILING = new Set(['high', 'critical']);

/** The exceptions, checked: advisory (GHSA id), package, reason, expires (YYYY-MM-DD). */
export const readExceptions = (text, today) => {
  const list = JSON.parse(text);
  if (!Array.isArray(list)) throw new Error('audit-exceptions.json: a list of exceptions');
  return list.map((e, i) => {
    const where = `audit-exceptions.json[${i}]`;
    const keys = Object.keys(e).sort().join(',');
    if (keys !== 'advisory,expires,package,reason')
      throw new Error(`${where}: advisory, package, reason, expires`);
    if (!/^GHSA(-[23456789cfghjmpqrvwx]{4}){3}$/.test(e.advisory))
      throw new Error(`${where}: advisory is a GHSA id`);
    if (typeof e.reason !== 'string' || e.reason.trim().length < 20)
      throw new Error(`${where}: say why, in a sentence`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(e.expires)) throw new Error(`${where}: expires is a date`);
    return { ...e, expired: e.expires < today };
  });
};

/** The advisories of an `npm audit --json` report: `{ advisory, package, severity, title }`. */
export const advisoriesOf = (report) =>
  Object.values(report.vulnerabilities ?? {}).flatMap((v) =>
    (v.via ?? [])
      .filter((via) => typeof via === 'object')
      .map((via) => ({
        advisory: /GHSA-[\w-]+/.exec(via.url ?? '')?.[0] ?? String(via.source),
        package: via.name,
        severity: via.severity,
        title: via.title,
      })),
  );

/** What fails the run: high and critical advisories without a live exception. */
export const verdict = (advisories, exceptions) => {
  const accepted = (a) =>
    exceptions.some((e) => !e.expired && e.advisory === a.advisory && e.package === a.package);
  const failing = advisories.filter((a) => FAILING.has(a.severity) && !accepted(a));
  const expired = exceptions.filter((e) => e.expired);
  return { failing, expired, accepted: advisories.filter(accepted) };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const today = new Date().toISOString().slice(0, 10);
  const exceptions = readExceptions(readFileSync(join(root, 'audit-exceptions.json'), 'utf8'), today);
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = null;
  }
  if (!report?.auditReportVersion) {
    const why = report?.message ?? run.stderr.trim().split('\n').at(-1) ?? 'no answer';
    console.log(`SKIPPED: the registry's advisory service could not be asked (${why})`);
    console.log('dependency audit: 0 passed, 0 failed');
    process.exit(0);
  }
  const { failing, expired, accepted } = verdict(advisoriesOf(report), exceptions);
  for (const a of accepted)
    console.log(`accepted  ${a.severity} ${a.package} ${a.advisory} (audit-exceptions.json)`);
  for (const a of failing) console.log(`FAIL      ${a.severity} ${a.package} ${a.advisory}: ${a.title}`);
  for (const e of expired)
    console.log(`FAIL      exception for ${e.package} ${e.advisory} expired on ${e.expires}`);
  const counts = report.metadata?.vulnerabilities ?? {};
  console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
  const failed = failing.length + expired.length;
  console.log(`dependency audit: ${failed === 0 ? 1 : 0} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
