import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { countPostgresRows, countSqliteRows, type RowCounts } from '../src/db/row-counts.ts';
import { commandEnv, runNodeScript } from './cli-support.ts';

/**
 * A seeded clinic for the backup commands, in a folder of its own: a SQLite file, or, with
 * TEST_DATABASE_URL, a PostgreSQL database created for it (and `scratch()` more, for restore drills),
 * all dropped by `close()`.
 */
export interface BackupClinic {
  dir: string;
  uploads: string;
  backups: string;
  /** The live database: SQLITE_PATH, and DATABASE_URL on PostgreSQL. */
  database: { SQLITE_PATH: string; DATABASE_URL?: string };
  env: (extra?: Record<string, string>) => NodeJS.ProcessEnv;
  counts: () => Promise<RowCounts>;
  /** A new empty PostgreSQL database's URL (PostgreSQL runs only). */
  scratch: () => Promise<string>;
  close: () => Promise<void>;
}

const adminUrl = process.env.TEST_DATABASE_URL;
export const onPostgres = Boolean(adminUrl);

const urlOf = (name: string): string => {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
};

const admin = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

export const openClinic = async (label: string): Promise<BackupClinic> => {
  const dir = mkdtempSync(join(tmpdir(), `sprout-${label}-`));
  const created: string[] = [];
  const newDatabase = async () => {
    const name = `sprout_${label.replaceAll('-', '_')}_${randomBytes(4).toString('hex')}`;
    await admin(`create database ${name}`);
    created.push(name);
    return urlOf(name);
  };
  const database = onPostgres
    ? { SQLITE_PATH: join(dir, 'unused.db'), DATABASE_URL: await newDatabase() }
    : { SQLITE_PATH: join(dir, 'sprout.db') };
  const uploads = join(dir, 'uploads');
  const backups = join(dir, 'backups');
  const env = (extra: Record<string, string> = {}) =>
    commandEnv(database, { STORAGE_DIR: uploads, BACKUP_DIR: backups, ...extra });
  const seeded = await runNodeScript('apps/api/src/db/seed-cli.ts', [], env());
  if (seeded.code !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  const counts = async () => {
    if (!database.DATABASE_URL) return countSqliteRows(database.SQLITE_PATH);
    const client = new pg.Client({ connectionString: database.DATABASE_URL });
    await client.connect();
    try {
      return await countPostgresRows(client);
    } finally {
      await client.end();
    }
  };
  const close = async () => {
    for (const name of created) await admin(`drop database if exists ${name} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  };
  return { dir, uploads, backups, database, env, counts, scratch: newDatabase, close };
};

export const backupFolderOf = (stdout: string): string => {
  const folder = /backup written in \d+ ms: (.+)$/m.exec(stdout)?.[1];
  if (!folder) throw new Error(`no backup folder in: ${stdout}`);
  return folder;
};

/** Changes one byte of a file (in its middle unless told), as a disk or a hand might. */
export const flipByte = (path: string, at?: number): void => {
  const bytes = readFileSync(path);
  const index = at ?? Math.floor(bytes.length / 2);
  bytes[index] = (bytes[index] ?? 0) ^ 0x20;
  writeFileSync(path, bytes);
};

export const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** A finished backup folder as writeBackup leaves it (a stand-in database file), dated `at`. */
export const plantBackup = (backups: string, name: string, at: Date, reason: string): string => {
  const folder = join(backups, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'sprout.db'), 'stand-in');
  const manifest = {
    createdAt: at.toISOString(),
    reason,
    dialect: 'sqlite',
    database: 'sprout.db',
    uploads: null,
  };
  writeFileSync(join(folder, 'manifest.json'), JSON.stringify({ ...manifest, encrypted: false }));
  return folder;
};

export const newBackupKey = (): string => randomBytes(32).toString('base64');
