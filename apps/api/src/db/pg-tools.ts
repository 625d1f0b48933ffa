import { spawn } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';

/**
 * The connection URL without its password, and the password for PGPASSWORD: a password in the
 * arguments would show in the process list while the tool runs.
 */
export const pgConnection = (databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } => {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
};

/** Runs a PostgreSQL client tool (pg_dump, pg_restore) and resolves with its exit code and stderr. */
export const runPgTool = (
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; stderr: string }> =>
  new Promise((done) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', (err) => done({ code: 127, stderr: err.message }));
    child.on('close', (code) => done({ code: code ?? 1, stderr }));
  });

const notInstalled = (tool: string) =>
  `${tool} is not installed or not on PATH (Debian: apt-get install postgresql-client)`;

/**
 * pg_dump in its custom format (restored with pg_restore); throws with pg_dump's own words. With
 * `snapshot` (pg_export_snapshot's name) it dumps the database as that transaction sees it.
 */
export const pgDump = async (
  databaseUrl: string,
  targetFile: string,
  { snapshot }: { snapshot?: string } = {},
): Promise<void> => {
  const partial = `${targetFile}.partial`;
  const connection = pgConnection(databaseUrl);
  const { code, stderr } = await runPgTool(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      ...(snapshot ? [`--snapshot=${snapshot}`] : []),
      '--file',
      partial,
      '--dbname',
      connection.url,
    ],
    connection.env,
  );
  if (code !== 0) {
    await rm(partial, { force: true });
    throw new Error(
      code === 127 ? notInstalled('pg_dump') : `pg_dump failed (exit ${code}): ${stderr.trim()}`,
    );
  }
  await rename(partial, targetFile);
};

/**
 * pg_restore of a custom-format dump into `databaseUrl`, replacing the objects it holds (--clean
 * --if-exists) and owned by whoever connects (--no-owner); throws with pg_restore's own words.
 */
export const pgRestore = async (databaseUrl: string, dumpFile: string): Promise<void> => {
  const connection = pgConnection(databaseUrl);
  const { code, stderr } = await runPgTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--exit-on-error', '--dbname', connection.url, dumpFile],
    connection.env,
  );
  if (code !== 0)
    throw new Error(
      code === 127 ? notInstalled('pg_restore') : `pg_restore failed (exit ${code}): ${stderr.trim()}`,
    );
};
