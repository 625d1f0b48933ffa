import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { addCalendarDays, clinicToday } from '@sprout/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupStamp, runPgTool } from '../src/db/backup.ts';
import { filesUnder } from '../src/db/backup-files.ts';
import {
  type BackupClinic,
  backupFolderOf,
  newBackupKey,
  onPostgres,
  openClinic,
  plantBackup,
  readJson,
} from './backup-support.ts';
import { runNodeScript } from './cli-support.ts';

/**
 * Backups that run themselves (docs/DEPLOY.md, "Backups"): `backup-cli.ts --scheduled`, as
 * sprout-backup.timer and compose's backup service run it, with BACKUP_ENCRYPTION_KEY. Its files are
 * sealed (no SQLite header, no PGDMP magic, no PDF), its manifest is plain and counts every table as
 * the live database had it; the rotation prunes older scheduled backups and never a manual or a
 * before-migration one; `npm run restore` puts an encrypted SQLite backup back with the key and refuses
 * without it; `npm run backup:decrypt` gives a plain copy that pg_restore (or SQLite) reads.
 * SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
const key = newBackupKey();
let clinic: BackupClinic;
beforeAll(async () => {
  clinic = await openClinic('sched');
});
afterAll(async () => {
  await clinic?.close();
});

const scheduled = (extra: Record<string, string> = {}) =>
  runNodeScript(
    'apps/api/src/db/backup-cli.ts',
    ['--scheduled'],
    clinic.env({ BACKUP_ENCRYPTION_KEY: key, ...extra }),
  );

describe('the scheduled backup', () => {
  let folder = '';

  it('is encrypted file by file, with a plain manifest that counts the rows and holds no secret', async () => {
    const before = await clinic.counts();
    const run = await scheduled();
    expect(run.code, run.stderr).toBe(0);
    folder = backupFolderOf(run.stdout);
    expect(folder).toMatch(/\d{4}-\d{2}-\d{2}T\d{6}Z-scheduled$/);

    const manifestText = readFileSync(join(folder, 'manifest.json'), 'utf8');
    const manifest = JSON.parse(manifestText);
    expect(manifest).toMatchObject({
      reason: 'scheduled',
      dialect: onPostgres ? 'postgres' : 'sqlite',
      database: onPostgres ? 'sprout.pgdump' : 'sprout.db',
      uploads: 'uploads',
      encrypted: true,
      keyFingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(manifest.rowCounts).toEqual(before);
    expect(manifest.rowCounts.staff).toBe(3);
    expect(manifestText).not.toContain(key);
    expect(manifestText).not.toContain(Buffer.from(key, 'base64').toString('hex'));

    const database = readFileSync(join(folder, manifest.database));
    expect(database.subarray(0, 8).toString('latin1')).toBe('SPRTBK01');
    expect(database.includes(Buffer.from('SQLite format 3\0'))).toBe(false);
    expect(database.includes(Buffer.from('PGDMP'))).toBe(false);

    const originals = await filesUnder(clinic.uploads);
    expect(originals.length).toBeGreaterThan(0); // the demo's report sheet
    expect(await filesUnder(join(folder, 'uploads'))).toEqual(originals);
    expect(manifest.uploadFiles).toBe(originals.length);
    for (const file of originals) {
      const sealed = readFileSync(join(folder, 'uploads', file));
      expect(sealed.subarray(0, 8).toString('latin1')).toBe('SPRTBK01');
      expect(sealed.includes(Buffer.from('%PDF'))).toBe(false);
      expect(sealed.equals(readFileSync(join(clinic.uploads, file)))).toBe(false);
    }
    // No plain copy left behind on the way.
    expect(readdirSync(folder).sort()).toEqual(['manifest.json', manifest.database, 'uploads'].sort());
  });

  it('decrypts into a plain copy with backup:decrypt, which the database tools read', async () => {
    const out = join(clinic.dir, 'plain');
    const run = await runNodeScript(
      'apps/api/src/db/backup-decrypt-cli.ts',
      [folder, out],
      clinic.env({ BACKUP_ENCRYPTION_KEY: key }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(readJson(join(out, 'manifest.json'))).toMatchObject({ encrypted: false, reason: 'scheduled' });
    expect(readJson(join(out, 'manifest.json')).keyFingerprint).toBeUndefined();
    for (const file of await filesUnder(clinic.uploads))
      expect(readFileSync(join(out, 'uploads', file)).equals(readFileSync(join(clinic.uploads, file)))).toBe(
        true,
      );
    if (!onPostgres) {
      const copy = new DatabaseSync(join(out, 'sprout.db'), { readOnly: true });
      expect(copy.prepare('select count(*) as n from staff').get()).toEqual({ n: 3 });
      copy.close();
      return;
    }
    expect(readFileSync(join(out, 'sprout.pgdump')).subarray(0, 5).toString('latin1')).toBe('PGDMP');
    const target = await clinic.scratch();
    const loaded = await runPgTool('pg_restore', [
      '--no-owner',
      '--dbname',
      target,
      join(out, 'sprout.pgdump'),
    ]);
    expect(loaded.code, loaded.stderr).toBe(0);
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    const staff = await client.query('select username from staff order by id');
    await client.end();
    expect(staff.rows.map((r) => r.username)).toEqual(['admin', 'manager', 'doctor']);
  });

  it('refuses to decrypt without the key, or with another', async () => {
    const without = await runNodeScript(
      'apps/api/src/db/backup-decrypt-cli.ts',
      [folder, join(clinic.dir, 'x')],
      clinic.env(),
    );
    expect(without.code).toBe(1);
    expect(without.stderr).toMatch(/encrypted.*set BACKUP_ENCRYPTION_KEY/);
    const other = await runNodeScript(
      'apps/api/src/db/backup-decrypt-cli.ts',
      [folder, join(clinic.dir, 'y')],
      clinic.env({ BACKUP_ENCRYPTION_KEY: newBackupKey() }),
    );
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(
      /encrypted with the key of fingerprint [0-9a-f]{16}; BACKUP_ENCRYPTION_KEY is another key/,
    );
    expect(existsSync(join(clinic.dir, 'y'))).toBe(false);
  });
});

describe('the rotation after a scheduled backup', () => {
  it('prunes older scheduled backups by the rule and leaves manual and before-migration ones', async () => {
    const backups = join(clinic.dir, 'rotation'); // its own folder: only what this test planted
    const today = clinicToday(new Date());
    const clinicAt = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);
    const yesterday = addCalendarDays(today, -1);
    const halfYear = addCalendarDays(today, -183).slice(0, 7); // a month well past the weeklies
    const plant = (at: Date, reason: string) =>
      plantBackup(backups, `${backupStamp(at)}-${reason}`, at, reason);

    const keep = [
      plant(clinicAt(yesterday, '20:00'), 'scheduled'), // yesterday's newest
      plant(clinicAt(`${halfYear}-20`, '02:30'), 'scheduled'), // that month's newest
      plant(clinicAt(addCalendarDays(today, -400), '02:30'), 'manual'),
      plant(clinicAt(addCalendarDays(today, -401), '02:30'), 'before-007-fees'),
    ];
    const prune = [
      plant(clinicAt(yesterday, '01:00'), 'scheduled'), // an earlier one the same clinic day
      plant(clinicAt(`${halfYear}-02`, '02:30'), 'scheduled'), // an earlier one that month
      plant(clinicAt(addCalendarDays(today, -400), '03:00'), 'scheduled'), // over a year old
    ];

    const run = await scheduled({ BACKUP_DIR: backups });
    expect(run.code, run.stderr).toBe(0);
    const written = backupFolderOf(run.stdout);
    const rotatedOut = [...run.stdout.matchAll(/^ {2}rotated out: (.+)$/gm)].map((m) => m[1]);
    expect(rotatedOut.sort()).toEqual([...prune].sort());
    const left = readdirSync(backups).map((name) => join(backups, name));
    expect(left.sort()).toEqual([...keep, written].sort());
  });
});

describe.skipIf(onPostgres)('restoring an encrypted SQLite backup', () => {
  it('puts database and uploads back with the key, and refuses without it, changing nothing', async () => {
    const run = await scheduled();
    expect(run.code, run.stderr).toBe(0);
    const folder = backupFolderOf(run.stdout);
    const live = new DatabaseSync(clinic.database.SQLITE_PATH);
    live
      .prepare(
        "INSERT INTO audit_log (actor_type, action, subject_type, created_at) VALUES ('system', 'after.backup', 'test', ?)",
      )
      .run(new Date().toISOString());
    live.close();
    const sheet = (await filesUnder(clinic.uploads))[0] ?? '';
    const original = readFileSync(join(clinic.uploads, sheet));
    unlinkSync(join(clinic.uploads, sheet));
    const afterBackup = () => {
      const db = new DatabaseSync(clinic.database.SQLITE_PATH, { readOnly: true });
      const row = db.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'after.backup'").get();
      db.close();
      return row?.n;
    };

    const refused = await runNodeScript('apps/api/src/db/restore-cli.ts', [folder], clinic.env());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/this backup is encrypted .*set BACKUP_ENCRYPTION_KEY/);
    expect(afterBackup()).toBe(1);
    expect(existsSync(join(clinic.uploads, sheet))).toBe(false);

    const restored = await runNodeScript(
      'apps/api/src/db/restore-cli.ts',
      [folder],
      clinic.env({ BACKUP_ENCRYPTION_KEY: key }),
    );
    expect(restored.code, restored.stderr).toBe(0);
    expect(afterBackup()).toBe(0);
    expect(readFileSync(join(clinic.uploads, sheet)).equals(original)).toBe(true);
    const db = new DatabaseSync(clinic.database.SQLITE_PATH, { readOnly: true });
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    expect(db.prepare('SELECT count(*) AS n FROM staff').get()).toEqual({ n: 3 });
    db.close();
    // No decrypted copy left beside the live file.
    expect(readdirSync(clinic.dir).filter((name) => /decrypted|restoring|partial/.test(name))).toEqual([]);
  });
});
