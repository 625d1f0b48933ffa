import { type ColumnDefinitionBuilder, sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * The few places where SQLite and PostgreSQL differ. Everything else is portable Kysely.
 * Times are ISO 8601 UTC strings in text columns, flags are 0/1 integers, money is integer fen.
 */
export type DialectName = 'sqlite' | 'postgres';

/** Auto-increment integer primary key. */
export const idColumnType = (dialect: DialectName) => (dialect === 'postgres' ? 'serial' : 'integer');
export const idColumn = (dialect: DialectName) => (col: ColumnDefinitionBuilder) =>
  dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();

/** Current time as stored. */
export const nowIso = (now: Date = new Date()): string => now.toISOString();

/** COUNT(*) comes back as a string from pg and a number from SQLite. */
export const countAll = () => sql<string | number>`count(*)`.as('count');
export const toCount = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

/**
 * Serialises transactions that touch the same key (one phone's SMS counters, say). PostgreSQL takes a
 * transaction-scoped advisory lock; SQLite transactions are already serialised by its single writer.
 */
export const lockKey = async (trx: Db, key: string): Promise<void> => {
  if (trx.dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx.kysely);
};

/**
 * `column LIKE %text%` that treats % and _ in the text literally, on both databases
 * (both honour an explicit ESCAPE; neither escapes by default).
 */
export const containsText = (column: string, text: string) => {
  const pattern = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
};
