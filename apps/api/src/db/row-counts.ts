import { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';

/** Rows per table (every table of the database, the migration bookkeeping included), by name. */
export type RowCounts = Record<string, number>;

const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** The row counts of a SQLite file, opened read-only. */
export const countSqliteRows = (path: string): RowCounts => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
      )
      .all();
    const counts: RowCounts = {};
    for (const { name } of tables) {
      if (typeof name !== 'string') continue;
      const row = db.prepare(`SELECT count(*) AS n FROM ${quoted(name)}`).get();
      counts[name] = Number(row?.n);
    }
    return counts;
  } finally {
    db.close();
  }
};

/**
 * The row counts of the tables in the connection's schema, as the client's current transaction sees
 * them (the backup counts inside the transaction whose snapshot pg_dump dumps).
 */
export const countPostgresRows = async (client: pg.ClientBase): Promise<RowCounts> => {
  const { rows } = await client.query<{ tablename: string }>(
    'select tablename from pg_tables where schemaname = current_schema() order by tablename',
  );
  const counts: RowCounts = {};
  for (const { tablename } of rows) {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from ${client.escapeIdentifier(tablename)}`,
    );
    counts[tablename] = Number(result.rows[0]?.n);
  }
  return counts;
};
