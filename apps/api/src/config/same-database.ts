/**
 * Whether two PostgreSQL URLs name one database: the same host (case-insensitive; a `?host=` socket
 * folder counts as the host), port (5432 when absent) and database name. User and password do not
 * matter: another role on the live database is still the live database.
 */
export const namesSameDatabase = (a: string, b: string): boolean => {
  const where = (text: string): string => {
    const url = new URL(text);
    const host = (url.searchParams.get('host') ?? url.hostname ?? '').toLowerCase() || 'localhost';
    const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username);
    return `${host}:${url.port || '5432'}/${database}`;
  };
  return where(a) === where(b);
};
