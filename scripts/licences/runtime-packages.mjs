// The packages a Sprout install runs or ships: the server's dependencies and everything the two front
// ends bundle into the JavaScript browsers download. Read from package-lock.json (every entry not
// marked dev) and the installed packages, so the list follows `npm ci` exactly; Sprout's own
// workspaces are not third parties.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** npm's older spellings, as SPDX ids. */
const SPDX = { Apache2: 'Apache-2.0', 'Apache 2.0': 'Apache-2.0', BSD: 'BSD-2-Clause' };
const spdx = (id) => SPDX[id] ?? id;

/** A package.json `license` as one SPDX expression (an array of licences means any of them). */
export const licenceExpression = (license) => {
  if (Array.isArray(license))
    return license.length === 1 ? spdx(license[0]) : `(${license.map(spdx).join(' OR ')})`;
  if (typeof license === 'object' && license !== null) return spdx(license.type);
  return typeof license === 'string' ? spdx(license) : null;
};

const LICENCE_FILE = /^(licen[cs]e|copying|notice)(\.|-|$)/i;

/** `{ name, version, licence, dir, licenceFiles }` for every runtime package installed, by name. */
export const runtimePackages = (root) => {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const out = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.startsWith('node_modules/') || entry.dev || entry.link) continue;
    const dir = join(root, path);
    if (!existsSync(join(dir, 'package.json'))) continue; // an optional package of another platform
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    out.push({
      name: pkg.name,
      version: pkg.version,
      licence: licenceExpression(pkg.license ?? entry.license),
      dir,
      licenceFiles: readdirSync(dir)
        .filter((f) => LICENCE_FILE.test(f))
        .sort(),
    });
  }
  return out.sort((a, b) =>
    a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1,
  );
};
