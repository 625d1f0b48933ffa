// Makes sure Debian's Chromium (and CJK fonts, so Chinese text renders in screenshots) is there
// for the end-to-end tests. Installs `chromium fonts-noto-cjk` with apt-get when missing and we
// are root. Never downloads Playwright's own browsers (`npx playwright install` fails here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, isRoot } from './run.mjs';

export const CHROMIUM = '/usr/bin/chromium';

const fontsInstalled = () => spawnSync('dpkg', ['-s', 'fonts-noto-cjk'], { stdio: 'ignore' }).status === 0;

/** Returns `{ ok, path, version, message }`; never throws. */
export const ensureChromium = () => {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!fontsInstalled()) missing.push('fonts-noto-cjk');
  if (missing.length > 0) {
    if (isRoot()) {
      console.log(`missing ${missing.join(', ')}: installing with apt-get`);
      aptInstall(missing);
    } else {
      console.warn(
        `!!! missing ${missing.join(', ')} and not root: cannot install (apt-get install -y ${missing.join(' ')})`,
      );
    }
  }
  if (!existsSync(CHROMIUM)) return { ok: false, path: CHROMIUM, message: `${CHROMIUM} not found` };
  const version = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '?';
  if (!fontsInstalled())
    console.warn('!!! fonts-noto-cjk missing: Chinese text will render as boxes in screenshots');
  return { ok: true, path: CHROMIUM, version, message: version };
};
