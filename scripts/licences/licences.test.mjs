import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXCEPTIONS, isAllowedExpression } from './allowed-licences.mjs';
import { licenceExpression, runtimePackages } from './runtime-packages.mjs';
import { thirdPartyNotices } from './third-party-notices.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..', '..');

describe('runtime licences (issue 22)', () => {
  const packages = runtimePackages(root);

  it('finds the runtime tree: the server’s and the front ends’ packages, no dev tool', () => {
    const names = new Set(packages.map((p) => p.name));
    for (const runtime of ['fastify', 'kysely', 'sharp', 'react', 'antd-mobile', 'zod'])
      expect(names).toContain(runtime);
    for (const dev of ['vitest', 'typescript', '@biomejs/biome', 'lighthouse', 'playwright-core'])
      expect(names).not.toContain(dev);
  });

  it('every runtime package carries an allowed licence, or an exception with its reason', () => {
    const refused = packages
      .filter((p) => !isAllowedExpression(p.licence))
      .filter((p) => EXCEPTIONS[p.name]?.licence !== p.licence)
      .map((p) => `${p.name}@${p.version}: ${p.licence}`);
    expect(refused).toEqual([]);
    for (const exception of Object.values(EXCEPTIONS)) expect(exception.why.length).toBeGreaterThan(40);
  });

  it('reads licence expressions as SPDX does', () => {
    expect(isAllowedExpression('MIT')).toBe(true);
    expect(isAllowedExpression('(MIT OR CC0-1.0)')).toBe(true);
    expect(isAllowedExpression('(MIT AND Zlib)')).toBe(true);
    expect(isAllowedExpression('(MIT AND GPL-3.0)')).toBe(false);
    expect(isAllowedExpression('(GPL-2.0 OR MIT)')).toBe(true);
    expect(isAllowedExpression('LGPL-3.0')).toBe(false);
    expect(isAllowedExpression('SSPL-1.0')).toBe(false);
    expect(isAllowedExpression(null)).toBe(false);
    expect(licenceExpression(['MIT', 'Apache2'])).toBe('(MIT OR Apache-2.0)');
    expect(licenceExpression({ type: 'BSD' })).toBe('BSD-2-Clause');
  });

  it('THIRD-PARTY-NOTICES.md is what `npm run notices` writes from the installed tree', () => {
    const committed = readFileSync(join(root, 'THIRD-PARTY-NOTICES.md'), 'utf8');
    expect(committed === thirdPartyNotices(root), 'run `npm run notices` and commit the file').toBe(true);
    for (const p of packages) expect(committed).toContain(`${p.name} ${p.version}`);
    expect(committed).toContain('libheif-js');
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toContain(
      'Apache License\n                           Version 2.0',
    );
  });
});
