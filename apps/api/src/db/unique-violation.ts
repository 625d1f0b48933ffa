/** A unique index refused an insert or update (PostgreSQL 23505; SQLite's message). */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: unknown }).code === '23505' ||
    /UNIQUE constraint failed/.test(String((err as { message?: unknown }).message)));
