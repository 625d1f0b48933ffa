// The names of the tests that failed, read from the JSON reports of Vitest and Playwright, so the
// last lines of `npm test` (all CI shows of a run) say which tests to look at, not only how many.

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips the reporters' ANSI colours
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * The error's first line, and for an equality that failed, the first lines of its diff (the
 * received side of `toEqual([])` is the list of findings: without it CI's tail says only that
 * something differed).
 */
export const gist = (text = '') => {
  const lines = String(text)
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.trim().replace(/\s+/g, ' '))
    .filter((l) => l.length > 0);
  const head = lines[0] ?? '';
  const diff = lines.filter((l) => /^[+-] /.test(l) && !/^[+-] (Expected|Received)\b/.test(l));
  return [head, ...diff.slice(0, 6)].join(' | ');
};

/** Vitest's JSON report: `testResults[].assertionResults[]` with `status` and `failureMessages`. */
export const vitestFailures = (report) => {
  const out = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) out.push(`${a.fullName ?? a.title}: ${gist(a.failureMessages?.[0])}`);
    // A file that failed to load has no failing assertion, only a message.
    if (failed.length === 0 && file.status === 'failed') out.push(`${file.name}: ${gist(file.message)}`);
  }
  return out;
};

/** Playwright's JSON report: nested `suites[]` with `specs[].tests[].results[]`. */
export const playwrightFailures = (report) => {
  const out = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        out.push(
          `${[...path, spec.title].join(' › ')}: ${gist(last?.error?.message ?? last?.errors?.[0]?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return out;
};
