// `node scripts/test-alert-rules.mjs` (a stage of `npm test`): deploy/prometheus/alerts.yml checked by
// `promtool check rules` and its unit tests (alerts.test.yml) run by `promtool test rules`: each alert
// fires on the series that should raise it and stays quiet on the others. promtool comes with
// Debian's prometheus package, installed when missing and root; otherwise skipped, saying why.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { aptInstall, isRoot, root } from './lib/run.mjs';

const results = [];
const check = (name, ok, detail = '') => {
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail && !ok ? `:\n${detail}` : ''}`);
};

const promtool = (args) =>
  spawnSync('promtool', args, { cwd: join(root, 'deploy/prometheus'), encoding: 'utf8' });
let version = promtool(['--version']);
if ((version.error || version.status !== 0) && isRoot()) {
  console.log('promtool not found: installing Debian package prometheus');
  if (aptInstall(['prometheus'])) version = promtool(['--version']);
}
if (version.error || version.status !== 0) {
  console.log('SKIPPED: promtool is not installed and this is not root (apt-get install prometheus)');
  console.log('alert rules: 0 passed, 0 failed');
} else {
  console.log(version.stdout.split('\n')[0]);
  const rules = promtool(['check', 'rules', 'alerts.yml']);
  check('promtool check rules alerts.yml', rules.status === 0, `${rules.stdout}${rules.stderr}`);
  const tests = promtool(['test', 'rules', 'alerts.test.yml']);
  check(
    'promtool test rules alerts.test.yml (each alert fires, and only when it should)',
    tests.status === 0,
    `${tests.stdout}${tests.stderr}`,
  );
  const passed = results.filter(Boolean).length;
  console.log(`alert rules: ${passed} passed, ${results.length - passed} failed`);
  process.exitCode = passed === results.length ? 0 : 1;
}
