import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 21: an account merge is each owner's registered step, not a hand list. Every column of the
 * migrated database that names a parent account has exactly one decision (moved or kept, with the
 * reason), registered by the module that owns the table; a new table with a user_id and no decision
 * fails here.
 */
let t: TestApp;
/** The lint's map of table → owner (scripts/boundaries/server.rules.mjs). */
let owners: Record<string, string>;
beforeAll(async () => {
  const rules = new URL('../../../scripts/boundaries/server.rules.mjs', import.meta.url).href;
  ({ TABLE_OWNERS: owners } = (await import(rules)) as { TABLE_OWNERS: Record<string, string> });
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Alipay's own user id, not one of ours. */
const NOT_OURS = new Set(['alipay_payers.alipay_user_id', 'sandbox_alipay_auth_codes.alipay_user_id']);

const accountColumns = async (): Promise<string[]> => {
  const db = t.ctx.db.kysely;
  const rows =
    t.ctx.db.dialect === 'postgres'
      ? (
          await sql<{ name: string }>`
            select table_name || '.' || column_name as name from information_schema.columns
             where table_schema = current_schema()`.execute(db)
        ).rows
      : (
          await sql<{ name: string }>`
            select m.name || '.' || c.name as name from sqlite_master m, pragma_table_info(m.name) c
             where m.type = 'table'`.execute(db)
        ).rows;
  return rows
    .map((r) => r.name)
    .filter((name) => /(^|_)user_id$/.test(name.split('.')[1] ?? '') && !NOT_OURS.has(name))
    .sort();
};

describe('account merge decisions', () => {
  it('decide every column that names a parent account, each once, by the table’s owner', async () => {
    const decided = new Map<string, string>();
    for (const { owner, step } of t.ctx.accountMerges.steps())
      for (const column of step.columns) decided.set(column, owner);
    const columns = await accountColumns();
    expect(columns.length).toBeGreaterThan(20);
    expect(columns.filter((c) => !decided.has(c))).toEqual([]);
    const wrongOwner = [...decided].filter(([column, owner]) => owners[column.split('.')[0] ?? ''] !== owner);
    expect(wrongOwner).toEqual([]);
    // The registered columns exist (a renamed column would leave a decision for nothing).
    const present = new Set(columns);
    const extra = [...decided.keys()].filter((c) => !present.has(c) && /(^|_)user_id$/.test(c));
    expect(extra).toEqual([]);
  });

  it('refuses a second decision for a column and a step that neither moves nor says why it stays', async () => {
    expect(() =>
      t.ctx.accountMerges.register('babies', { columns: ['babies.user_id'], staysBecause: 'x' }),
    ).toThrow(/decided twice/);
    expect(() => t.ctx.accountMerges.register('x', { columns: ['x.user_id'] })).toThrow(
      /moves its rows or says why/,
    );
  });
});
