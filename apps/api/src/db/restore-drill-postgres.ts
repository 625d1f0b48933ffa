import pg from 'pg';
import { namesSameDatabase } from '../config/same-database.ts';
import { pgRestore } from './pg-tools.ts';
import type { DrillConfig } from './restore-drill.ts';
import { countPostgresRows, type RowCounts } from './row-counts.ts';

const withClient = async <T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
};

/**
 * Refuses a scratch database that is the live one under another name (localhost for 127.0.0.1, a
 * second DNS name, another role): env.ts compares the URLs, this asks the servers. The live session's
 * backend is looked for from the scratch connection: found in the scratch's own database, they are
 * one. When the live database cannot be reached the URLs' difference is all there is to go on.
 */
const assertNotLive = async (scratchUrl: string, liveUrl: string | undefined): Promise<void> => {
  if (!liveUrl) return;
  const refusal = new Error(
    'RESTORE_DRILL_DATABASE_URL names the live database (DATABASE_URL): the drill needs a scratch database of its own',
  );
  if (namesSameDatabase(scratchUrl, liveUrl)) throw refusal;
  const live = new pg.Client({ connectionString: liveUrl });
  try {
    await live.connect();
  } catch {
    return;
  }
  try {
    const { rows } = await live.query<{ pid: number }>('select pg_backend_pid() as pid');
    const same = await withClient(scratchUrl, async (scratch) => {
      const found = await scratch.query(
        'select 1 from pg_stat_activity where pid = $1 and datname = current_database()',
        [rows[0]?.pid],
      );
      return found.rows.length > 0;
    });
    if (same) throw refusal;
  } finally {
    await live.end();
  }
};

/**
 * A PostgreSQL backup restored into RESTORE_DRILL_DATABASE_URL with pg_restore --clean --if-exists
 * --no-owner (the command docs/DEPLOY.md gives for a real restore), then counted there.
 */
export const restorePostgresDrill = async (
  config: DrillConfig,
  dump: string,
): Promise<{ into: string; counts: RowCounts }> => {
  const scratchUrl = config.RESTORE_DRILL_DATABASE_URL;
  if (!scratchUrl)
    throw new Error(
      'a PostgreSQL backup is drilled in a scratch database: create an empty one and set RESTORE_DRILL_DATABASE_URL to it',
    );
  await assertNotLive(scratchUrl, config.DATABASE_URL);
  await pgRestore(scratchUrl, dump);
  const into = `the scratch database ${decodeURIComponent(new URL(scratchUrl).pathname.slice(1))}`;
  return { into, counts: await withClient(scratchUrl, countPostgresRows) };
};
