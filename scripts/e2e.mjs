// `npm run test:e2e`: builds stale front ends, makes sure Chromium is there, runs Playwright.
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- e2e/smoke.spec.ts`).
import { buildStale } from './lib/build-apps.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { run } from './lib/run.mjs';

await buildStale();
const chromium = ensureChromium();
if (!chromium.ok) {
  console.error(`!!! ${chromium.message}: cannot run the end-to-end tests`);
  process.exit(1);
}
const { code } = await run('playwright', ['test', ...process.argv.slice(2)]);
process.exit(code);
