// The release a front-end build reports with its script errors (issue 22): SPROUT_RELEASE when the
// build sets it, else the root package's version and the commit, or the build's time where there is
// no git (the image's build context leaves .git out).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const releaseName = (root = join(import.meta.dirname, '..', '..')) => {
  if (process.env.SPROUT_RELEASE) return process.env.SPROUT_RELEASE.slice(0, 40);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  let build;
  try {
    build = execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    build = new Date().toISOString().slice(0, 16).replace(/\D/g, '');
  }
  return `${version ?? '0'}+${build}`.slice(0, 40);
};
