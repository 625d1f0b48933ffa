import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { backupKeyFingerprint } from '../config/backup-key.ts';
import {
  type BackupConfig,
  backupKeyOf,
  backupStamp,
  sqlitePathOf,
  storageDirOf,
  UPLOADS_BACKUP_DIR,
} from './backup.ts';
import { decryptFile } from './backup-crypto.ts';
import { copyAsIs, decryptingWith, putFiles } from './backup-files.ts';
import { type BackupManifest, readManifest } from './backup-manifest.ts';

export interface RestoreOutcome {
  database: string;
  /** Where the replaced database and uploads were moved, so a restore can itself be undone. */
  setAside: string[];
  uploads: string | null;
}

/**
 * The key a backup's files open with: null for a plain backup; BACKUP_ENCRYPTION_KEY for an encrypted
 * one, refused up front when it is missing or is not the key the manifest names (rather than after a
 * failed authentication on the first file).
 */
export const keyToOpen = (
  manifest: BackupManifest,
  config: Pick<BackupConfig, 'BACKUP_ENCRYPTION_KEY'>,
): Buffer | null => {
  if (!manifest.encrypted) return null;
  const key = backupKeyOf(config);
  if (!key)
    throw new Error(
      'this backup is encrypted (manifest.json: "encrypted": true): set BACKUP_ENCRYPTION_KEY to the key it was written with',
    );
  const fingerprint = backupKeyFingerprint(key);
  if (manifest.keyFingerprint && manifest.keyFingerprint !== fingerprint)
    throw new Error(
      `this backup was encrypted with the key of fingerprint ${manifest.keyFingerprint}; BACKUP_ENCRYPTION_KEY is another key (${fingerprint})`,
    );
  return key;
};

/**
 * Refuses while any other connection has the database open (a running server): leaving WAL mode
 * needs the database to itself, and SQLite answers "database is locked" otherwise. When it succeeds
 * the WAL has been checkpointed into the file, so the file alone is the whole database.
 */
const assertUnused = (path: string): void => {
  const db = new DatabaseSync(path);
  try {
    db.exec('PRAGMA journal_mode = DELETE');
  } catch (err) {
    throw new Error(
      `${path} is open in another process (is the server running? stop it first): ${err instanceof Error ? err.message : String(err)}`,
    );
  } finally {
    db.close();
  }
};

/** Copies the backup into a new file beside the target through SQLite, and checks it before use. */
export const copyIn = async (from: string, to: string): Promise<void> => {
  await rm(to, { force: true });
  const source = new DatabaseSync(from, { readOnly: true });
  try {
    await backup(source, to, { rate: 2 ** 31 - 1 });
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(to);
  try {
    const check = copy.prepare('PRAGMA integrity_check').get();
    if (check?.integrity_check !== 'ok') throw new Error(`the backup fails its integrity check: ${from}`);
  } finally {
    copy.close();
  }
};

/** The hint for a PostgreSQL backup, which the operator restores with pg_restore. */
const pgRestoreHint = (folder: string, manifest: BackupManifest): string => {
  const dump = join(folder, manifest.database);
  const restore = (file: string) =>
    `pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" ${file}`;
  return manifest.encrypted
    ? `npm run restore puts back SQLite backups only; this PostgreSQL backup is encrypted: decrypt it, then restore it with pg_restore (docs/DEPLOY.md):\n  npm run backup:decrypt -- ${folder} <plain folder>\n  ${restore('<plain folder>/sprout.pgdump')}`
    : `npm run restore puts back SQLite backups only; restore PostgreSQL with pg_restore (docs/DEPLOY.md):\n  ${restore(dump)}`;
};

/**
 * Puts a SQLite backup (and its uploads) back in place of the configured database and file store,
 * decrypting them with BACKUP_ENCRYPTION_KEY when the backup is encrypted. Both are made ready beside
 * their places first (a file that fails to decrypt changes nothing), then swapped in. The current ones
 * are renamed `….before-restore-<time>`, not deleted. PostgreSQL is restored with pg_restore by the
 * operator (docs/DEPLOY.md): this refuses rather than drop a live database.
 */
export const restoreBackup = async (config: BackupConfig, folderArg: string): Promise<RestoreOutcome> => {
  const folder = resolve(folderArg);
  const manifest = await readManifest(folder);
  if (manifest.dialect !== 'sqlite' || config.DATABASE_URL) throw new Error(pgRestoreHint(folder, manifest));
  const key = keyToOpen(manifest, config);
  const target = sqlitePathOf(config);
  const uploads = manifest.uploads && config.STORAGE_PROVIDER === 'local' ? storageDirOf(config) : null;
  const stamp = backupStamp();
  const incoming = `${target}.restoring`;
  const incomingUploads = `${uploads}.restoring`;
  if (existsSync(target)) assertUnused(target);
  try {
    await stageDatabase(join(folder, manifest.database), incoming, key);
    if (uploads) {
      await rm(incomingUploads, { recursive: true, force: true });
      await putFiles(join(folder, UPLOADS_BACKUP_DIR), incomingUploads, key ? decryptingWith(key) : copyAsIs);
    }
  } catch (err) {
    await rm(incoming, { force: true });
    if (uploads) await rm(incomingUploads, { recursive: true, force: true });
    throw err;
  }
  // A stale WAL beside the target would be replayed onto the restored file: assertUnused emptied it.
  for (const extra of ['-wal', '-shm']) await rm(`${target}${extra}`, { force: true });
  const setAside = [await swapIn(target, incoming, stamp)];
  if (uploads) setAside.push(await swapIn(uploads, incomingUploads, stamp));
  return { database: target, setAside: setAside.filter((p) => p !== null), uploads };
};

/** Moves `place` aside (kept, so the restore can be undone) and `ready` into it; returns where it went. */
const swapIn = async (place: string, ready: string, stamp: string): Promise<string | null> => {
  let aside: string | null = null;
  if (existsSync(place)) {
    aside = `${place}.before-restore-${stamp}`;
    await rename(place, aside);
  }
  await rename(ready, place);
  return aside;
};

/** The backup's database, decrypted when it is sealed, copied in through SQLite and checked at `to`. */
const stageDatabase = async (from: string, to: string, key: Buffer | null): Promise<void> => {
  if (!key) return copyIn(from, to);
  // Opened beside the target (the same disk and permissions as the live file), then removed.
  const opened = `${to}.decrypted`;
  try {
    await decryptFile(from, opened, key);
    await copyIn(opened, to);
  } finally {
    await rm(opened, { force: true });
  }
};
