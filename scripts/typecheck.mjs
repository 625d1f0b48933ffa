// `npm run typecheck`: `tsc -p <ws>/tsconfig.json` for every workspace (the root tsconfig.json is
// an empty solution file). Runs all, exits non-zero when any failed.
import { fileURLToPath } from 'node:url';
import { run, secs } from './lib/run.mjs';

export const WORKSPACES = [
  'packages/contract',
  'packages/domain',
  'packages/growth-reference',
  'packages/client-core',
  'apps/api',
  'apps/patient-web',
  'apps/console-web',
  // Not a workspace, but Playwright runs specs without checking their types: this does.
  'e2e',
  // The bench's P4 harness, built by Vite (which strips types without checking them).
  'bench/chart-harness',
];

/** Typechecks each workspace; returns `[{ ws, ok, ms }]`. */
export const typecheckAll = async () => {
  const results = [];
  for (const ws of WORKSPACES) {
    const { code, ms } = await run('tsc', ['-p', `${ws}/tsconfig.json`, '--pretty']);
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} tsc -p ${ws}/tsconfig.json (${secs(ms)})`);
    results.push({ ws, ok: code === 0, ms });
  }
  return results;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await typecheckAll();
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
