import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupStamp } from '../src/db/backup.ts';
import { filesUnder } from '../src/db/backup-files.ts';
import {
  type BackupClinic,
  backupFolderOf,
  flipByte,
  newBackupKey,
  onPostgres,
  openClinic,
  readJson,
} from './backup-support.ts';
import { runNodeScript } from './cli-support.ts';

/**
 * `npm run restore:drill`: the newest finished backup restored where it harms nothing (SQLite: a
 * temporary file; PostgreSQL: a scratch database this test creates, RESTORE_DRILL_DATABASE_URL), each
 * table's rows compared with the manifest. It passes on a sound backup, encrypted or not, taken while
 * the clinic writes; it fails (exit 1) on a changed byte, a changed count, a changed or missing upload,
 * a missing key, and refuses a scratch database that is the live one. The live database is never
 * touched. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
const key = newBackupKey();
let clinic: BackupClinic;
let scratchUrl = '';
/** The settings of each run: the key (null: none), and on PostgreSQL the scratch database. */
const drillEnv = (extra: Record<string, string> = {}, withKey: string | null = key) => {
  const env = clinic.env({ ...(onPostgres ? { RESTORE_DRILL_DATABASE_URL: scratchUrl } : {}), ...extra });
  if (withKey) env.BACKUP_ENCRYPTION_KEY = withKey;
  else delete env.BACKUP_ENCRYPTION_KEY;
  return env;
};
const drill = (args: string[] = [], extra: Record<string, string> = {}, withKey: string | null = key) =>
  runNodeScript('apps/api/src/db/restore-drill-cli.ts', args, drillEnv(extra, withKey));

let good = '';
beforeAll(async () => {
  clinic = await openClinic('drill');
  if (onPostgres) scratchUrl = await clinic.scratch();
});
afterAll(async () => {
  await clinic?.close();
});

/** A copy of the good backup under a name of its own (later than any real one, so the newest). */
let copies = 0;
const copyOfGood = (): string => {
  const folder = join(clinic.backups, `${backupStamp(new Date(Date.now() + 3_600_000 * ++copies))}-manual`);
  cpSync(good, folder, { recursive: true });
  return folder;
};

/** Inserts audit rows back to back on its own connection until stopped; resolves with how many. */
const keepWriting = () => {
  let writing = true;
  const sql =
    "INSERT INTO audit_log (actor_type, action, subject_type, created_at) VALUES ('system', 'drill.write', 'test', $1)";
  const done = (async () => {
    let n = 0;
    if (clinic.database.DATABASE_URL) {
      const client = new pg.Client({ connectionString: clinic.database.DATABASE_URL });
      await client.connect();
      while (writing) {
        await client.query(sql, [new Date().toISOString()]);
        n++;
      }
      await client.end();
      return n;
    }
    const db = new DatabaseSync(clinic.database.SQLITE_PATH);
    db.exec('PRAGMA busy_timeout = 5000');
    const insert = db.prepare(sql.replace('$1', '?'));
    while (writing) {
      insert.run(new Date().toISOString());
      n++;
      await new Promise((r) => setTimeout(r, 2));
    }
    db.close();
    return n;
  })();
  return {
    stop: () => {
      writing = false;
      return done;
    },
  };
};

const liveFingerprint = () =>
  onPostgres ? '' : createHash('sha256').update(readFileSync(clinic.database.SQLITE_PATH)).digest('hex');

describe('the restore drill', () => {
  it('passes on an encrypted backup taken while the clinic writes, and leaves the live database alone', async () => {
    const writer = keepWriting();
    await new Promise((r) => setTimeout(r, 200));
    const backup = await runNodeScript('apps/api/src/db/backup-cli.ts', ['--scheduled'], drillEnv());
    const written = await writer.stop();
    expect(backup.code, backup.stderr).toBe(0);
    good = backupFolderOf(backup.stdout);
    const manifest = readJson(join(good, 'manifest.json'));
    expect(written).toBeGreaterThan(10);
    expect(manifest.rowCounts.audit_log).toBeGreaterThan(0);
    expect(manifest.rowCounts.audit_log).toBeLessThanOrEqual((await clinic.counts()).audit_log ?? 0);

    const live = liveFingerprint();
    const liveCounts = await clinic.counts();
    const files = readdirSync(clinic.dir).sort();
    const run = await drill();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`restore drill: ${good}`);
    expect(run.stdout).toMatch(/scheduled, (sqlite|postgres), encrypted/);
    expect(run.stdout).toMatch(/^ {2}staff +3 +3$/m);
    expect(run.stdout).toMatch(
      new RegExp(`^ {2}audit_log +${manifest.rowCounts.audit_log} +${manifest.rowCounts.audit_log}$`, 'm'),
    );
    // The demo's report sheet and its mall goods pictures.
    expect(manifest.uploadFiles).toBeGreaterThanOrEqual(1);
    expect(run.stdout).toContain(`uploads: ${manifest.uploadFiles} files, each decrypted and authenticated`);
    expect(run.stdout).toMatch(/PASSED: \d+ tables restored with the rows the manifest counted/);
    expect(run.stdout).not.toContain('differs');
    expect(liveFingerprint()).toBe(live);
    expect(await clinic.counts()).toEqual(liveCounts);
    expect(readdirSync(clinic.dir).sort()).toEqual(files);
  });

  it('passes on a backup written without a key, as backups were before', async () => {
    const backup = await runNodeScript('apps/api/src/db/backup-cli.ts', [], clinic.env());
    expect(backup.code, backup.stderr).toBe(0);
    const plain = backupFolderOf(backup.stdout);
    const { uploadFiles } = readJson(join(plain, 'manifest.json'));
    const run = await drill([plain], {}, null);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/manual, (sqlite|postgres), not encrypted/);
    expect(run.stdout).toMatch(new RegExp(`uploads: ${uploadFiles} files$`, 'm'));
  });

  it('drills the newest finished backup, and fails when one byte of its database changed', async () => {
    const tampered = copyOfGood();
    const manifest = readJson(join(tampered, 'manifest.json'));
    flipByte(join(tampered, manifest.database));
    const run = await drill();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/FAILED: .*failed authentication: it was changed after the backup/);
    // Named, the sound one still passes.
    expect((await drill([good])).code).toBe(0);
    rmSync(tampered, { recursive: true });
  });

  it('fails on a backup whose counts were changed, showing the table that differs', async () => {
    const changed = copyOfGood();
    const manifest = readJson(join(changed, 'manifest.json'));
    writeFileSync(
      join(changed, 'manifest.json'),
      JSON.stringify({ ...manifest, rowCounts: { ...manifest.rowCounts, staff: 4 } }),
    );
    const run = await drill([changed]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^ {2}staff +4 +3 {2}<- differs$/m);
    expect(run.stderr).toMatch(/FAILED: 1 difference\(s\):\n {2}staff: 4 rows in the manifest, 3 restored/);
  });

  it('fails on an upload changed or missing', async () => {
    const changed = copyOfGood();
    const [sheet = ''] = await filesUnder(join(changed, 'uploads'));
    flipByte(join(changed, 'uploads', sheet));
    const run = await drill([changed]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/FAILED: .*uploads.*failed authentication/);

    unlinkSync(join(changed, 'uploads', sheet));
    const missing = await drill([changed]);
    expect(missing.code).toBe(1);
    const { uploadFiles } = readJson(join(changed, 'manifest.json'));
    expect(missing.stderr).toContain(
      `uploads: ${uploadFiles} files in the manifest, ${uploadFiles - 1} in the folder`,
    );
  });

  it('fails without the key, or with another', async () => {
    const without = await drill([good], {}, null);
    expect(without.code).toBe(1);
    expect(without.stderr).toMatch(/FAILED: this backup is encrypted .*set BACKUP_ENCRYPTION_KEY/);
    const other = await drill([good], {}, newBackupKey());
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(/FAILED: this backup was encrypted with the key of fingerprint/);
  });
});

describe.skipIf(!onPostgres)('the restore drill on PostgreSQL', () => {
  it('restores into the scratch database, which then holds the backup', async () => {
    expect((await drill([good])).code).toBe(0);
    const client = new pg.Client({ connectionString: scratchUrl });
    await client.connect();
    const staff = await client.query('select username from staff order by id');
    await client.end();
    expect(staff.rows.map((r) => r.username)).toEqual(['admin', 'manager', 'doctor']);
  });

  it('refuses a scratch database that is the live one, by its URL or under another name', async () => {
    const liveUrl = clinic.database.DATABASE_URL ?? '';
    const before = await clinic.counts();
    const same = await drill([good], { RESTORE_DRILL_DATABASE_URL: liveUrl });
    expect(same.code).toBe(1);
    expect(same.stderr).toMatch(/RESTORE_DRILL_DATABASE_URL: names the live database/);
    const alias = new URL(liveUrl);
    alias.hostname = alias.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const aliased = await drill([good], { RESTORE_DRILL_DATABASE_URL: alias.toString() });
    expect(aliased.code).toBe(1);
    expect(aliased.stderr).toMatch(/FAILED: RESTORE_DRILL_DATABASE_URL names the live database/);
    const unsetEnv = drillEnv();
    delete unsetEnv.RESTORE_DRILL_DATABASE_URL;
    const unset = await runNodeScript('apps/api/src/db/restore-drill-cli.ts', [good], unsetEnv);
    expect(unset.code).toBe(1);
    expect(unset.stderr).toMatch(/set RESTORE_DRILL_DATABASE_URL/);
    expect(await clinic.counts()).toEqual(before);
  });
});
