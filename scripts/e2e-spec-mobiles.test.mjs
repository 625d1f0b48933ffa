import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every e2e spec shares one server and one database, so two tests logging in with the same
 * specMobile(n) share a parent: one test's points or membership then shows up in the other's
 * "not a member" page (the CI run of stop 30 failed that way). Each number belongs to one test file.
 */
const e2eDir = join(import.meta.dirname, '..', 'e2e');

const specFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? specFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );

/** specMobile(n) calls in code, not in comments. */
const numbersIn = (text) => {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const direct = [...code.matchAll(/specMobile\((\d+)\)/g)].map((match) => Number(match[1]));
  // A spec's own helper that takes the number and calls specMobile(n) (parentWithBaby(page, url, 135, …)).
  const helpers = [
    ...code.matchAll(/const (\w+) = async \([^)]*\bn: number[^)]*\)[^{]*\{[^}]*specMobile\(n\)/g),
  ].map((m) => m[1]);
  const viaHelpers = helpers.flatMap((name) =>
    [...code.matchAll(new RegExp(`${name}\\([^)]*?,\\s*(\\d+)\\s*,`, 'g'))].map((m) => Number(m[1])),
  );
  return [...direct, ...viaHelpers];
};

describe('e2e parents', () => {
  it('each specMobile number is used by one spec file only', () => {
    const owners = new Map();
    for (const file of specFiles(e2eDir))
      for (const n of new Set(numbersIn(readFileSync(file, 'utf8'))))
        owners.set(n, [...(owners.get(n) ?? []), file.slice(e2eDir.length + 1)]);
    const shared = [...owners]
      .filter(([, files]) => files.length > 1)
      .map(([n, files]) => `${n}: ${files.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
