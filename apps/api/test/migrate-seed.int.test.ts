import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { closeDatabase, initDatabase } from '../src/db/database.ts';
import { migrationPlan } from '../src/db/upgrade.ts';
import { commandEnv, runNodeScript } from './cli-support.ts';

/**
 * `npm run migrate` and `npm run seed` on a new database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): migrate applies every migration and a second run finds nothing to do; seed loads
 * the demo clinic once; in production seed is refused before it touches anything.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), 'sprout-migrate-'));
let dbName: string | null = null;

const newDatabase = async () => {
  if (!adminUrl) return { SQLITE_PATH: join(dir, 'sprout.db') };
  dbName = `sprout_m_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return { SQLITE_PATH: join(dir, 'unused.db'), DATABASE_URL: url.toString() };
};

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (!adminUrl || !dbName) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe('npm run migrate and npm run seed', () => {
  it('migrates a new database, seeds the demo once, and refuses to seed in production', async () => {
    const database = await newDatabase();
    const env = commandEnv(database, { STORAGE_DIR: join(dir, 'uploads'), BACKUP_DIR: join(dir, 'backups') });

    const refused = await runNodeScript('apps/api/src/db/seed-cli.ts', [], {
      ...env,
      NODE_ENV: 'production',
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/never seeded in production/);
    expect(refused.stderr).toMatch(/生产环境不得导入/);
    if (!adminUrl) expect(existsSync(database.SQLITE_PATH)).toBe(false); // not even opened

    const migrate = await runNodeScript('apps/api/src/db/migrate-cli.ts', [], env);
    expect(migrate.code, migrate.stderr).toBe(0);
    expect(migrate.stdout).toMatch(
      /applied \d+ migration\(s\) to (sqlite|postgres): 001-foundation, 002-booking/,
    );
    const db = initDatabase(loadConfig({ NODE_ENV: 'test', ...database }));
    const plan = await migrationPlan(db);
    expect(plan.pending).toEqual([]);
    expect(plan.executed.length).toBeGreaterThanOrEqual(6);
    const again = await runNodeScript('apps/api/src/db/migrate-cli.ts', [], env);
    expect(again.stdout).toMatch(/database is up to date/);
    expect(existsSync(join(dir, 'backups'))).toBe(false); // a new database needs no backup

    const seed = await runNodeScript('apps/api/src/db/seed-cli.ts', [], env);
    expect(seed.code, seed.stderr).toBe(0);
    expect(seed.stdout).toMatch(/demo clinic seeded/);
    const staff = await db.kysely.selectFrom('staff').select('username').orderBy('id').execute();
    expect(staff.map((s) => s.username)).toEqual(['admin', 'manager', 'doctor']);
    const twice = await runNodeScript('apps/api/src/db/seed-cli.ts', [], env);
    expect(twice.stdout).toMatch(/already has a clinic: nothing seeded/);
    await closeDatabase(db);
  });
});
