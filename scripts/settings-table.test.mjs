import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEPLOY_MD, END, START, settings, settingsTable, withTable } from './settings-table.mjs';

/** `name → default cell` of the table in a DEPLOY.md text. */
const listed = (markdown) => {
  const table = markdown.slice(markdown.indexOf(START), markdown.indexOf(END));
  return new Map(
    [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| ([^|]*) \|/gm)].map((m) => [m[1], m[2].trim()]),
  );
};
const defaultCell = (s) => (s.default === '' ? '(unset)' : `\`${s.default}\``);

describe('docs/DEPLOY.md lists every setting of config/env.ts with its default', () => {
  const doc = listed(readFileSync(DEPLOY_MD, 'utf8'));
  const current = settings();

  it('reads the settings from the schema (the ones every install touches among them)', () => {
    const names = current.map((s) => s.name);
    for (const name of ['NODE_ENV', 'PORT', 'DATABASE_URL', 'TRUST_PROXY', 'COMPRESS_RESPONSES'])
      expect(names).toContain(name);
    expect(current.find((s) => s.name === 'PORT')?.default).toBe('8080');
    expect(current.find((s) => s.name === 'DATABASE_URL')?.default).toBe('');
    expect(current.find((s) => s.name === 'NODE_ENV')?.values).toBe('development / test / production');
  });

  it('has a row for each, with the default env.ts gives it (node scripts/settings-table.mjs --write)', () => {
    const missing = current.filter((s) => !doc.has(s.name)).map((s) => s.name);
    expect(missing, 'settings DEPLOY.md does not list').toEqual([]);
    const stale = current.filter((s) => doc.has(s.name) && doc.get(s.name) !== defaultCell(s));
    expect(
      stale.map((s) => `${s.name}: ${doc.get(s.name)} in DEPLOY.md, ${defaultCell(s)} in env.ts`),
    ).toEqual([]);
  });

  it('lists nothing env.ts no longer reads', () => {
    const names = new Set(current.map((s) => s.name));
    expect([...doc.keys()].filter((n) => !names.has(n))).toEqual([]);
  });

  it('would notice a setting missing from the page', () => {
    const table = settingsTable().replace(/^\| `PORT` .*\n/m, '');
    const without = listed(withTable(`${START}\n${END}\n`, table));
    expect(without.has('PORT')).toBe(false);
    expect(without.has('HOST')).toBe(true);
  });
});
