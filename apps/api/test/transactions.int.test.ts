import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, inTransaction, TRANSACTION_ATTEMPTS } from '../src/db/database.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * The transaction helper (issue 22): what `afterCommit` queues runs once the transaction committed and
 * never for one that rolled back; on PostgreSQL a transaction chosen as a deadlock victim runs again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // A table of this test's own, so nothing of the product's is touched.
  await sql`create table tx_probe (k text primary key, v text not null)`.execute(t.ctx.db.kysely);
});
afterAll(async () => {
  await t.close();
});

const note = async (db: typeof t.ctx.db, key: string) => {
  await sql`insert into tx_probe (k, v) values (${key}, 'new')`.execute(db.kysely);
};
const noted = async (key: string) =>
  (await sql<{ n: number }>`select count(*) as n from tx_probe where k = ${key}`.execute(t.ctx.db.kysely))
    .rows[0]?.n;

describe('afterCommit', () => {
  it('runs after the commit, with what the transaction wrote visible; joined transactions share it', async () => {
    const seen: unknown[] = [];
    await inTransaction(t.ctx.db, async (trx) => {
      await note(trx, 'one');
      await inTransaction(trx, async (inner) => {
        await afterCommit(inner, async () => {
          seen.push(Number(await noted('one')));
        });
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([1]);
  });

  it('never runs for a transaction that rolled back', async () => {
    const seen: string[] = [];
    await expect(
      inTransaction(t.ctx.db, async (trx) => {
        await afterCommit(trx, async () => {
          seen.push('ran');
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).toEqual([]);
  });

  it('runs at once outside a transaction', async () => {
    const seen: string[] = [];
    await afterCommit(t.ctx.db, async () => {
      seen.push('ran');
    });
    expect(seen).toEqual(['ran']);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a deadlock on PostgreSQL', () => {
  it('runs the victim again, so both transactions commit; a transaction runs at most TRANSACTION_ATTEMPTS times', async () => {
    const a = 'a';
    const b = 'b';
    await note(t.ctx.db, a);
    await note(t.ctx.db, b);
    const attempts = { first: 0, second: 0 };
    let bothHoldOne: () => void = () => {};
    const holding = new Promise<void>((done) => {
      let n = 0;
      bothHoldOne = () => {
        n += 1;
        if (n === 2) done();
      };
    });
    // Each locks one row, waits until the other holds its own, then asks for the other's: a deadlock.
    const crossing = (mine: string, theirs: string, counter: 'first' | 'second') =>
      inTransaction(t.ctx.db, async (trx) => {
        attempts[counter] += 1;
        await sql`update tx_probe set v = 'mine' where k = ${mine}`.execute(trx.kysely);
        if (attempts[counter] === 1) {
          bothHoldOne();
          await holding;
        }
        await sql`update tx_probe set v = 'theirs' where k = ${theirs}`.execute(trx.kysely);
        return counter;
      });
    expect((await Promise.all([crossing(a, b, 'first'), crossing(b, a, 'second')])).sort()).toEqual([
      'first',
      'second',
    ]);
    expect(attempts.first + attempts.second).toBe(3);
    let runs = 0;
    const alwaysDeadlocked = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    await expect(
      inTransaction(t.ctx.db, async () => {
        runs += 1;
        throw alwaysDeadlocked;
      }),
    ).rejects.toThrow('deadlock detected');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
  });
});

describe('a transaction refused as busy by another process (SQLite)', () => {
  it('runs again from the start when another connection committed between its read and its write', async () => {
    if (t.ctx.db.dialect !== 'sqlite') return; // PostgreSQL's own retry is held above
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { initDatabase, closeDatabase } = await import('../src/db/database.ts');
    const path = join(mkdtempSync(join(tmpdir(), 'sprout-busy-')), 'busy.db');
    const config = { DATABASE_URL: '', SQLITE_PATH: path, PG_POOL_SIZE: 1, repoRoot: '/' };
    const mine = initDatabase(config);
    const other = initDatabase(config); // a second connection: another process's view of the file
    try {
      await sql`create table probe (k text primary key, v integer not null)`.execute(mine.kysely);
      await sql`insert into probe (k, v) values ('n', 0)`.execute(mine.kysely);
      let attempts = 0;
      await inTransaction(mine, async (trx) => {
        attempts += 1;
        const read = await sql<{ v: number }>`select v from probe where k = 'n'`.execute(trx.kysely);
        // The first time, the other process writes after this read: the write below is refused as busy.
        if (attempts === 1) await sql`update probe set v = v + 100 where k = 'n'`.execute(other.kysely);
        await sql`update probe set v = ${(read.rows[0]?.v ?? 0) + 1} where k = 'n'`.execute(trx.kysely);
      });
      expect(attempts).toBe(2);
      const end = await sql<{ v: number }>`select v from probe where k = 'n'`.execute(mine.kysely);
      expect(end.rows[0]?.v).toBe(101); // read again after the other's commit: no lost update
    } finally {
      await closeDatabase(other);
      await closeDatabase(mine);
    }
  });
});
