/**
 * A unique index refused an insert or update (PostgreSQL 23505; SQLite's message). With `on`, only the
 * index on that table's column: SQLite names it `table.column`, PostgreSQL by the index, which this
 * project names `table_column`, so a transaction that can meet several indexes tells them apart.
 */
export const isUniqueViolation = (err: unknown, on?: { table: string; column: string }): boolean => {
  if (typeof err !== 'object' || err === null) return false;
  const message = String((err as { message?: unknown }).message);
  const unique = (err as { code?: unknown }).code === '23505' || /UNIQUE constraint failed/.test(message);
  return (
    unique &&
    (on === undefined ||
      message.includes(`${on.table}.${on.column}`) ||
      message.includes(`${on.table}_${on.column}`))
  );
};
