import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { backupKeyBytes, backupKeyFingerprint } from '../config/backup-key.ts';
import type { Config } from '../config/env.ts';
import { DEFAULT_STORAGE_DIR } from '../providers/storage/create-storage.ts';
import { encryptFile } from './backup-crypto.ts';
import { copyAsIs, encryptingWith, putFiles } from './backup-files.ts';
import { type BackupManifest, writeManifest } from './backup-manifest.ts';
import { dumpPostgres } from './backup-postgres.ts';
import { countSqliteRows, type RowCounts } from './row-counts.ts';

export { pgConnection, runPgTool } from './pg-tools.ts';

export type BackupConfig = Pick<
  Config,
  | 'DATABASE_URL'
  | 'SQLITE_PATH'
  | 'BACKUP_DIR'
  | 'BACKUP_ENCRYPTION_KEY'
  | 'STORAGE_PROVIDER'
  | 'STORAGE_DIR'
  | 'repoRoot'
>;

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

/** BACKUP_ENCRYPTION_KEY's bytes, or null when backups are written plain (env.ts has checked it). */
export const backupKeyOf = (config: Pick<Config, 'BACKUP_ENCRYPTION_KEY'>): Buffer | null => {
  if (!config.BACKUP_ENCRYPTION_KEY) return null;
  const key = backupKeyBytes(config.BACKUP_ENCRYPTION_KEY);
  if (!key) throw new Error('BACKUP_ENCRYPTION_KEY is not a 32-byte key');
  return key;
};

/**
 * Writes the database file at `target` through `write`, sealed when there is a key. The plain copy
 * lives beside it only until it is encrypted, and is removed whatever happens.
 */
const sealed = async (
  target: string,
  key: Buffer | null,
  write: (path: string) => Promise<RowCounts>,
): Promise<RowCounts> => {
  if (!key) return write(target);
  const plain = `${target}.unencrypted`;
  try {
    const counts = await write(plain);
    await encryptFile(plain, target, key);
    return counts;
  } finally {
    for (const leftover of [plain, `${plain}.partial`]) await rm(leftover, { force: true });
  }
};

/**
 * Writes a backup into a new dated folder under BACKUP_DIR: the database (SQLite online backup, or
 * pg_dump) with its row counts, then the uploads unless `withUploads` is false (migrations never touch
 * files), then the manifest. With BACKUP_ENCRYPTION_KEY every file but the manifest is encrypted.
 * The uploads are copied after the database, so every file a copied row names is already there.
 * Returns the folder.
 */
export const writeBackup = async (
  config: BackupConfig,
  reason: string,
  { withUploads = true, at = new Date() }: { withUploads?: boolean; at?: Date } = {},
): Promise<string> => {
  const key = backupKeyOf(config);
  const folder = join(backupDirOf(config), `${backupStamp(at)}-${reason}`);
  if (existsSync(folder)) throw new Error(`${folder} exists already`);
  await mkdir(folder, { recursive: true });
  const { DATABASE_URL } = config;
  const dialect = DATABASE_URL ? 'postgres' : 'sqlite';
  const database = DATABASE_URL ? PG_BACKUP_FILE : SQLITE_BACKUP_FILE;
  const rowCounts = await sealed(join(folder, database), key, async (path) => {
    if (DATABASE_URL) return dumpPostgres(DATABASE_URL, path);
    await backupSqliteFile(sqlitePathOf(config), path);
    return countSqliteRows(path);
  });
  const storage = storageDirOf(config);
  const copiesUploads = withUploads && config.STORAGE_PROVIDER === 'local' && existsSync(storage);
  const uploadFiles = copiesUploads
    ? await putFiles(storage, join(folder, UPLOADS_BACKUP_DIR), key ? encryptingWith(key) : copyAsIs)
    : undefined;
  const manifest: BackupManifest = {
    createdAt: at.toISOString(),
    reason,
    dialect,
    database,
    uploads: copiesUploads ? UPLOADS_BACKUP_DIR : null,
    encrypted: key !== null,
    ...(key ? { keyFingerprint: backupKeyFingerprint(key) } : {}),
    rowCounts,
    ...(uploadFiles === undefined ? {} : { uploadFiles }),
  };
  await writeManifest(folder, manifest);
  return folder;
};
