import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import type { Config } from '../config/env.ts';
import { DEFAULT_STORAGE_DIR } from '../providers/storage/create-storage.ts';

export type BackupConfig = Pick<
  Config,
  'DATABASE_URL' | 'SQLITE_PATH' | 'BACKUP_DIR' | 'STORAGE_PROVIDER' | 'STORAGE_DIR' | 'repoRoot'
>;

/** What a backup folder holds, written last as `manifest.json` (a folder without it is incomplete). */
export interface BackupManifest {
  createdAt: string;
  reason: string;
  dialect: 'sqlite' | 'postgres';
  /** `sprout.db` (SQLite) or `sprout.pgdump` (pg_dump's custom format). */
  database: string;
  /** `uploads` when the local file store was copied; null with S3 (the bucket keeps its own copies). */
  uploads: string | null;
}

export const SQLITE_BACKUP_FILE = 'sprout.db';
export const PG_BACKUP_FILE = 'sprout.pgdump';
export const UPLOADS_BACKUP_DIR = 'uploads';

export const sqlitePathOf = (config: Pick<Config, 'SQLITE_PATH' | 'repoRoot'>): string =>
  resolve(config.repoRoot, config.SQLITE_PATH);

/** BACKUP_DIR, or a `backups` folder beside the SQLite file (./data/backups by default). */
export const backupDirOf = (config: Pick<Config, 'BACKUP_DIR' | 'SQLITE_PATH' | 'repoRoot'>): string =>
  resolve(config.repoRoot, config.BACKUP_DIR ?? join(dirname(config.SQLITE_PATH), 'backups'));

export const storageDirOf = (config: Pick<Config, 'STORAGE_DIR' | 'repoRoot'>): string =>
  resolve(config.repoRoot, config.STORAGE_DIR ?? DEFAULT_STORAGE_DIR);

/** 2026-05-01T083012Z: sorts by time, and is a valid folder name everywhere. */
export const backupStamp = (at = new Date()): string =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '');

/**
 * A consistent copy of a live SQLite database through SQLite's online backup API. All pages go in one
 * step, inside one read transaction: in WAL mode writers carry on meanwhile and the copy is the
 * database as of the moment the step began (a step-by-step copy would restart on every write). The copy
 * is switched out of WAL so that it is one self-contained file, and checked before it is kept.
 */
export const backupSqliteFile = async (sourcePath: string, targetFile: string): Promise<number> => {
  const partial = `${targetFile}.partial`;
  await rm(partial, { force: true });
  const source = new DatabaseSync(sourcePath);
  let pages: number;
  try {
    source.exec('PRAGMA busy_timeout = 5000');
    pages = await backup(source, partial, { rate: 2 ** 31 - 1 });
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(partial);
  try {
    copy.exec('PRAGMA journal_mode = DELETE');
    const check = copy.prepare('PRAGMA integrity_check').get();
    if (check?.integrity_check !== 'ok')
      throw new Error(`the copy failed its integrity check: ${JSON.stringify(check)}`);
  } finally {
    copy.close();
  }
  await rename(partial, targetFile);
  return pages;
};

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

/** pg_dump in its custom format (restored with pg_restore); throws with pg_dump's own words. */
export const pgDump = async (databaseUrl: string, targetFile: string): Promise<void> => {
  const partial = `${targetFile}.partial`;
  const connection = pgConnection(databaseUrl);
  const { code, stderr } = await runPgTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--file', partial, '--dbname', connection.url],
    connection.env,
  );
  if (code !== 0) {
    await rm(partial, { force: true });
    throw new Error(
      code === 127
        ? 'pg_dump is not installed or not on PATH (Debian: apt-get install postgresql-client)'
        : `pg_dump failed (exit ${code}): ${stderr.trim()}`,
    );
  }
  await rename(partial, targetFile);
};

/**
 * Copies the local file store. Files are written to a temporary name and renamed, never changed
 * afterwards, so a plain copy of the finished ones is consistent; unfinished `.tmp` files are left out.
 * Copied after the database, every file a copied row names is already there.
 */
const copyUploads = async (from: string, to: string): Promise<boolean> => {
  if (!existsSync(from)) return false;
  await cp(from, to, { recursive: true, filter: (path) => !path.endsWith('.tmp') });
  return true;
};

/**
 * Writes a backup into a new dated folder under BACKUP_DIR: the database (SQLite online backup, or
 * pg_dump), then the uploads folder unless `withUploads` is false (migrations never touch files), then
 * the manifest. Returns the folder.
 */
export const writeBackup = async (
  config: BackupConfig,
  reason: string,
  { withUploads = true, at = new Date() }: { withUploads?: boolean; at?: Date } = {},
): Promise<string> => {
  const folder = join(backupDirOf(config), `${backupStamp(at)}-${reason}`);
  if (existsSync(folder)) throw new Error(`${folder} exists already`);
  await mkdir(folder, { recursive: true });
  const dialect = config.DATABASE_URL ? 'postgres' : 'sqlite';
  let database: string;
  if (config.DATABASE_URL) {
    database = PG_BACKUP_FILE;
    await pgDump(config.DATABASE_URL, join(folder, database));
  } else {
    database = SQLITE_BACKUP_FILE;
    await backupSqliteFile(sqlitePathOf(config), join(folder, database));
  }
  const uploads =
    withUploads &&
    config.STORAGE_PROVIDER === 'local' &&
    (await copyUploads(storageDirOf(config), join(folder, UPLOADS_BACKUP_DIR)))
      ? UPLOADS_BACKUP_DIR
      : null;
  const manifest: BackupManifest = { createdAt: at.toISOString(), reason, dialect, database, uploads };
  await writeFile(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
};
