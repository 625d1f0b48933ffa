import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Adapts Node's built-in `node:sqlite` to the small database interface of Kysely's SqliteDialect
 * (the shape better-sqlite3 has), so no native module needs compiling. Prepared statements are
 * cached by SQL text because Kysely prepares on every query and preparing dominates point reads.
 */
export const openSqlite = (path: string): SqliteDatabase & { raw: DatabaseSync } => {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  const cache = new Map<string, SqliteStatement>();
  const MAX_CACHED = 500;

  const wrap = (stmt: StatementSync): SqliteStatement => ({
    reader: stmt.columns().length > 0,
    all: (params) => stmt.all(...toSqlite(params)),
    run: (params) => stmt.run(...toSqlite(params)),
    iterate: (params) => stmt.iterate(...toSqlite(params)),
  });

  return {
    raw: db,
    close: () => {
      cache.clear();
      if (db.isOpen) db.close();
    },
    prepare: (sql) => {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = wrap(db.prepare(sql));
        if (cache.size >= MAX_CACHED) cache.clear();
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
};

/** node:sqlite binds only null, numbers, bigints, strings and bytes. */
const toSqlite = (params: ReadonlyArray<unknown>): SQLInputValue[] =>
  params.map((p) => {
    if (p === undefined || p === null) return null;
    if (typeof p === 'boolean') return p ? 1 : 0;
    if (p instanceof Date) return p.toISOString();
    if (typeof p === 'number' || typeof p === 'bigint' || typeof p === 'string' || p instanceof Uint8Array)
      return p;
    return JSON.stringify(p);
  });
