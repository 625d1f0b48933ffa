import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../config/env.ts';
import type { DialectName } from './dialect.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-driver.ts';

/**
 * The one executor every repository takes: Kysely on the pool, or on an open transaction when it came
 * from `inTransaction`, with the database it speaks to (known from configuration, never guessed).
 */
export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: DialectName;
  /** On a transaction from `inTransaction`: what runs once it has committed (`afterCommit`). */
  readonly committed?: (() => Promise<void>)[];
}

/** How often a transaction PostgreSQL chose as a deadlock victim or failed to serialise is run again. */
export const TRANSACTION_ATTEMPTS = 3;

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction did nothing and may run again. */
/**
 * A transaction the database gave up on that changed nothing: on PostgreSQL a deadlock victim (40P01)
 * or a serialization failure (40001); on SQLite SQLITE_BUSY and its extended codes (errcode & 0xff = 5).
 * Two processes on one SQLite file (the two-process chat setup, a migration beside a running server)
 * meet the latter: in WAL mode a transaction that read and then writes after another process committed
 * gets SQLITE_BUSY_SNAPSHOT (517) at once, whatever busy_timeout says; only starting again helps.
 */
const isRetryable = (err: unknown) => {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  if (err.code === '40P01' || err.code === '40001') return true;
  return (
    err.code === 'ERR_SQLITE_ERROR' &&
    'errcode' in err &&
    typeof err.errcode === 'number' &&
    (err.errcode & 0xff) === 5
  );
};

/**
 * Runs `work` in one transaction and hands it the same executor type, so a repository function never
 * knows whether it is inside one. Called on an executor that is already a transaction, it joins it:
 * an owner's function that needs atomicity stays atomic when a caller wraps it in a larger unit.
 *
 * On PostgreSQL, where transactions really run side by side, one that the server rolled back as a
 * deadlock victim or for a serialization failure (on SQLite: one refused as busy by another process's
 * write) is run again from the start, at most
 * TRANSACTION_ATTEMPTS times in all, after a short random pause: it changed nothing, and `work` must
 * therefore keep its effects inside the transaction (or in `afterCommit`). What `afterCommit` queued
 * runs once the transaction that queued it has committed, never for an attempt that rolled back.
 */
export const inTransaction = async <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> => {
  if (db.kysely.isTransaction) return work(db);
  for (let attempt = 1; ; attempt++) {
    const committed: (() => Promise<void>)[] = [];
    let result: T;
    try {
      result = await db.kysely
        .transaction()
        .execute((kysely) => work({ kysely, dialect: db.dialect, committed }));
    } catch (err) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryable(err)) throw err;
      await new Promise((done) => setTimeout(done, 5 + Math.random() * 20 * attempt));
      continue;
    }
    for (const next of committed) await next();
    return result;
  }
};

/**
 * Runs `next` once the transaction `db` belongs to has committed (at once when `db` is no transaction:
 * what was written is already committed). For what must follow a change but cannot be undone with it,
 * such as pushing a stored chat message to sockets. `next` handles its own failures: the change stands.
 */
export const afterCommit = async (db: Db, next: () => Promise<void>): Promise<void> => {
  if (!db.kysely.isTransaction) return next();
  if (!db.committed) throw new Error('afterCommit on a transaction that inTransaction did not open');
  db.committed.push(next);
};

// pg returns int8 (COUNT, SUM) as strings; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/** The pg pool behind each PostgreSQL executor, for its metrics (connections in use, idle, waited for). */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The connection pool's state now, or null on SQLite (one connection, no pool). */
export const poolStats = (db: Db): PoolStats | null => {
  const pool = pools.get(db.kysely);
  return pool
    ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }
    : null;
};

/** See initDatabase: PostgreSQL reorders at most this many explicitly joined relations. */
export const PG_JOIN_COLLAPSE_LIMIT = 4;

export const initDatabase = (
  config: Pick<Config, 'DATABASE_URL' | 'SQLITE_PATH' | 'PG_POOL_SIZE' | 'repoRoot'>,
): Db => {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: config.PG_POOL_SIZE,
      // Our joins are written driving table first. PostgreSQL's exhaustive join-order search over the
      // 8 relations of the appointment view took 5-7 ms of planning on every call (execution: 0.2 ms);
      // keeping the written order above 4 relations brings that planning to ~0.5 ms. Joins of up to 4
      // relations are planned exactly as before.
      options: `-c join_collapse_limit=${PG_JOIN_COLLAPSE_LIMIT}`,
    });
    // An idle connection closed by the server (a PostgreSQL restart or failover) surfaces here; without a
    // listener it would crash the process. The pool drops that client and opens a new one when needed.
    pool.on('error', (err) => {
      process.stderr.write(`PostgreSQL dropped an idle connection: ${err.message}\n`);
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(kysely, pool);
    return { kysely, dialect: 'postgres' };
  }
  const path = config.SQLITE_PATH === ':memory:' ? ':memory:' : resolve(config.repoRoot, config.SQLITE_PATH);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = openSqlite(path);
  return {
    kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
  };
};

export const closeDatabase = async (db: Db): Promise<void> => {
  await db.kysely.destroy();
};

export const migrateToLatest = async (db: Db): Promise<string[]> => {
  const migrator = new Migrator({ db: db.kysely, provider: migrationProvider(db.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
