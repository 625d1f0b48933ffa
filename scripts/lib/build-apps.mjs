// The two front ends the API serves: /appointment/ (patient-web) and /console/ (console-web).
// A build is stale when dist/index.html is missing or older than any of its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './run.mjs';

export const FRONT_ENDS = ['apps/patient-web', 'apps/console-web'];

/** Newest mtime (ms) of a file, or of any file under a folder (node_modules and dist skipped). */
const newest = (path) => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs; // a deleted file shows as a newer folder
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
};

/** Why `app` needs a build, or null when dist/ is up to date. */
export const staleReason = (app) => {
  const built = join(root, app, 'dist/index.html');
  if (!existsSync(built)) return 'no dist/index.html';
  const packages = readdirSync(join(root, 'packages')).map((p) => join(root, 'packages', p, 'src'));
  const sources = [
    join(root, app, 'src'),
    join(root, app, 'index.html'),
    join(root, app, 'vite.config.ts'),
    join(root, app, 'public'),
    ...packages,
  ];
  const src = Math.max(...sources.map(newest));
  return src > statSync(built).mtimeMs ? 'sources changed since the last build' : null;
};

/** `npm run build -w <app>`; resolves with `{ code, ms }`. */
export const buildApp = (app) => run('npm', ['run', 'build', '-w', app]);

/** Builds each stale front end; returns true when all are (now) built. */
export const buildStale = async () => {
  let ok = true;
  for (const app of FRONT_ENDS) {
    const reason = staleReason(app);
    if (!reason) continue;
    console.log(`building ${app} (${reason})`);
    if ((await buildApp(app)).code !== 0) {
      console.error(`!!! build of ${app} failed; the server will answer 404 under its path`);
      ok = false;
    }
  }
  return ok;
};
