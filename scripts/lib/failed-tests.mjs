// The names of the tests that failed, read from the JSON reports of Vitest and Playwright, so the
// last lines of `npm test` (all CI shows of a run) say which tests to look at, not only how many.

const firstLine = (text = '') =>
  String(text)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the reporters' ANSI colours
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0) ?? '';

/** Vitest's JSON report: `testResults[].assertionResults[]` with `status` and `failureMessages`. */
export const vitestFailures = (report) => {
  const out = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) out.push(`${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed to load has no failing assertion, only a message.
    if (failed.length === 0 && file.status === 'failed') out.push(`${file.name}: ${firstLine(file.message)}`);
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
          `${[...path, spec.title].join(' › ')}: ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return out;
};
