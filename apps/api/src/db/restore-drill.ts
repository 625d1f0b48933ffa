import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import type { Config } from '../config/env.ts';
import { type BackupConfig, backupDirOf, UPLOADS_BACKUP_DIR } from './backup.ts';
import { decryptFile, decryptInto } from './backup-crypto.ts';
import { filesUnder } from './backup-files.ts';
import { type BackupManifest, MANIFEST_FILE, readManifest } from './backup-manifest.ts';
import { restorePostgresDrill } from './restore-drill-postgres.ts';
import { copyIn, keyToOpen } from './restore.ts';
import { countSqliteRows, type RowCounts } from './row-counts.ts';

export type DrillConfig = BackupConfig & Pick<Config, 'RESTORE_DRILL_DATABASE_URL'>;

/** One table: its rows as the manifest counted them and as the restored copy holds them (null: absent). */
export interface DrillRow {
  table: string;
  backup: number | null;
  restored: number | null;
}

export interface DrillOutcome {
  folder: string;
  manifest: BackupManifest;
  /** Where it was restored: a temporary SQLite file, or the scratch database's name. */
  into: string;
  rows: DrillRow[];
  /** Files under uploads (each one decrypted and authenticated when encrypted), or null without. */
  uploadFiles: number | null;
  /** What differs; empty when the drill passed. */
  differences: string[];
}

/** The newest folder under `dir` that has a manifest, whatever its reason (the stamp sorts by time). */
export const newestFinishedBackup = async (dir: string): Promise<string> => {
  const names = existsSync(dir)
    ? (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory())
    : [];
  const newest = names
    .map((e) => e.name)
    .sort()
    .reverse()
    .find((name) => existsSync(join(dir, name, MANIFEST_FILE)));
  if (!newest) throw new Error(`no finished backup under ${dir}`);
  return join(dir, newest);
};

const nowhere = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** Every uploaded file of the backup read through, so a changed one fails now rather than on the day. */
const checkUploads = async (folder: string, key: Buffer | null): Promise<number> => {
  const files = await filesUnder(join(folder, UPLOADS_BACKUP_DIR));
  if (key) for (const file of files) await decryptInto(join(folder, UPLOADS_BACKUP_DIR, file), key, nowhere);
  return files.length;
};

/** Restored as `npm run restore` would (SQLite's backup API, then integrity_check), into `scratch`. */
const restoreSqliteDrill = async (database: string, scratch: string) => {
  const into = join(scratch, 'drill.db');
  await copyIn(database, into);
  return { into: 'a temporary SQLite file', counts: countSqliteRows(into) };
};

export const compareCounts = (backup: RowCounts, restored: RowCounts): DrillRow[] =>
  [...new Set([...Object.keys(backup), ...Object.keys(restored)])]
    .sort()
    .map((table) => ({ table, backup: backup[table] ?? null, restored: restored[table] ?? null }));

/**
 * The restore drill: the newest finished backup (or `folderArg`) restored where it can harm nothing,
 * a SQLite one into a temporary file through restore's own copy and check, a PostgreSQL one into
 * RESTORE_DRILL_DATABASE_URL with pg_restore; then each table's rows counted and compared with the
 * manifest, and every uploaded file read through. It reads the backup folder and writes only its
 * temporary folder (removed after) and the scratch database: never the live database or uploads.
 * Throws when it cannot get that far (no key, a file that fails authentication, a failed restore).
 */
export const runRestoreDrill = async (config: DrillConfig, folderArg?: string): Promise<DrillOutcome> => {
  const folder = folderArg ? resolve(folderArg) : await newestFinishedBackup(backupDirOf(config));
  const manifest = await readManifest(folder);
  if (!manifest.rowCounts)
    throw new Error(`${folder} has no row counts (an older release wrote it): take a backup and drill that`);
  const key = keyToOpen(manifest, config);
  const scratch = await mkdtemp(join(tmpdir(), 'sprout-drill-'));
  try {
    let database = join(folder, manifest.database);
    if (key) {
      const opened = join(scratch, manifest.database);
      await decryptFile(database, opened, key);
      database = opened;
    }
    const { into, counts: restored } =
      manifest.dialect === 'sqlite'
        ? await restoreSqliteDrill(database, scratch)
        : await restorePostgresDrill(config, database);
    const uploadFiles = manifest.uploads ? await checkUploads(folder, key) : null;
    const rows = compareCounts(manifest.rowCounts, restored);
    const differences = rows
      .filter((r) => r.backup !== r.restored)
      .map((r) =>
        r.backup === null
          ? `${r.table}: in the restored database, not in the backup`
          : `${r.table}: ${r.backup} rows in the manifest, ${r.restored ?? 'no table'} restored`,
      );
    if (manifest.uploadFiles !== undefined && uploadFiles !== manifest.uploadFiles)
      differences.push(
        `uploads: ${manifest.uploadFiles} files in the manifest, ${uploadFiles ?? 0} in the folder`,
      );
    return { folder, manifest, into, rows, uploadFiles, differences };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
};
