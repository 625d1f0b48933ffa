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
}

/**
 * Runs `work` in one transaction and hands it the same executor type, so a repository function never
 * knows whether it is inside one. Called on an executor that is already a transaction, it joins it:
 * an owner's function that needs atomicity stays atomic when a caller wraps it in a larger unit.
 */
export const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.kysely.isTransaction
    ? work(db)
    : db.kysely.transaction().execute((kysely) => work({ kysely, dialect: db.dialect }));

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
