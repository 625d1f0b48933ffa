import pg from 'pg';
import { pgDump } from './pg-tools.ts';
import { countPostgresRows, type RowCounts } from './row-counts.ts';

/**
 * pg_dump and the row counts of one moment, while the clinic goes on writing: a REPEATABLE READ
 * transaction exports its snapshot, pg_dump dumps that snapshot (--snapshot), and the counts are taken
 * in the same transaction, which stays open until pg_dump is done (an exported snapshot lives only as
 * long as its transaction). Counted apart, a row written in between would make a sound backup fail
 * its drill.
 */
export const dumpPostgres = async (databaseUrl: string, targetFile: string): Promise<RowCounts> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const snapshot = rows[0]?.snapshot;
    if (!snapshot) throw new Error('PostgreSQL exported no snapshot');
    // Both settled before the transaction ends, so no pg_dump outlives the snapshot it was given.
    const [counts, dump] = await Promise.allSettled([
      countPostgresRows(client),
      pgDump(databaseUrl, targetFile, { snapshot }),
    ]);
    if (dump.status === 'rejected') throw dump.reason;
    if (counts.status === 'rejected') throw counts.reason;
    await client.query('commit');
    return counts.value;
  } finally {
    await client.end();
  }
};
