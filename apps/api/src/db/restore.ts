import { existsSync } from 'node:fs';
import { cp, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import {
  type BackupConfig,
  type BackupManifest,
  backupStamp,
  sqlitePathOf,
  storageDirOf,
  UPLOADS_BACKUP_DIR,
} from './backup.ts';

export interface RestoreOutcome {
  database: string;
  /** Where the replaced database and uploads were moved, so a restore can itself be undone. */
  setAside: string[];
  uploads: string | null;
}

const manifestSchema = z.object({
  createdAt: z.string(),
  reason: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  database: z.string().regex(/^[\w.-]+$/),
  uploads: z
    .string()
    .regex(/^[\w.-]+$/)
    .nullable(),
}) satisfies z.ZodType<BackupManifest>;

export const readManifest = async (folder: string): Promise<BackupManifest> => {
  const path = join(folder, 'manifest.json');
  if (!existsSync(path)) throw new Error(`${folder} has no manifest.json: not a finished Sprout backup`);
  return manifestSchema.parse(JSON.parse(await readFile(path, 'utf8')));
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
const copyIn = async (from: string, to: string): Promise<void> => {
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

/**
 * Puts a SQLite backup (and its uploads) back in place of the configured database and file store.
 * The current ones are renamed `….before-restore-<time>`, not deleted. PostgreSQL is restored with
 * pg_restore by the operator (docs/DEPLOY.md): this refuses rather than drop a live database.
 */
export const restoreBackup = async (config: BackupConfig, folderArg: string): Promise<RestoreOutcome> => {
  const folder = resolve(folderArg);
  const manifest = await readManifest(folder);
  if (manifest.dialect !== 'sqlite' || config.DATABASE_URL)
    throw new Error(
      `npm run restore puts back SQLite backups only; restore PostgreSQL with pg_restore (docs/DEPLOY.md):\n  pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" ${join(folder, manifest.database)}`,
    );
  const target = sqlitePathOf(config);
  const stamp = backupStamp();
  const setAside: string[] = [];
  const incoming = `${target}.restoring`;
  if (existsSync(target)) assertUnused(target);
  await copyIn(join(folder, manifest.database), incoming);
  if (existsSync(target)) {
    const aside = `${target}.before-restore-${stamp}`;
    await rename(target, aside);
    setAside.push(aside);
  }
  // A stale WAL beside the target would be replayed onto the restored file: assertUnused emptied it.
  for (const extra of ['-wal', '-shm']) await rm(`${target}${extra}`, { force: true });
  await rename(incoming, target);

  let uploads: string | null = null;
  if (manifest.uploads && config.STORAGE_PROVIDER === 'local') {
    uploads = storageDirOf(config);
    if (existsSync(uploads)) {
      const aside = `${uploads}.before-restore-${stamp}`;
      await rename(uploads, aside);
      setAside.push(aside);
    }
    await cp(join(folder, UPLOADS_BACKUP_DIR), uploads, { recursive: true });
  }
  return { database: target, setAside, uploads };
};
