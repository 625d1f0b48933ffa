import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { closeDatabase, type Db, initDatabase } from '../src/db/database.ts';
import { migrationProvider } from '../src/db/migrations/index.ts';
import { migrationPlan } from '../src/db/upgrade.ts';
import { commandEnv, runNodeScript } from './cli-support.ts';

/**
 * Upgrades, as docs/DEPLOY.md tells an operator to do them: `npm run migrate` on a database that the
 * previous release made. fixtures/release-006.json is that release's data (migrations 001-006 as they
 * were on main when this test landed: the demo clinic, parents with babies, measurements, a bone age,
 * a frozen growth report and its share link, a paid booking with its order, payment event and jobs),
 * loaded into a database migrated to 006. After the upgrade every row is still there with every
 * value it had, and the app works on it. Before it applies anything, migrate backs the database up,
 * and refuses to go on without that copy. Runs on SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
interface ReleaseFixture {
  migrations: string[];
  tables: Record<string, Record<string, string | number | null>[]>;
}
const fixture: ReleaseFixture = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures/release-006.json'), 'utf8'),
);
const RELEASE_MIGRATION = fixture.migrations.at(-1) ?? '';

const adminUrl = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), 'sprout-upgrade-'));
const databases: string[] = [];

/** A new empty database: a SQLite file in the test folder, or a PostgreSQL database created for it. */
const emptyDatabase = async (name: string) => {
  if (!adminUrl) return { SQLITE_PATH: join(dir, `${name}.db`) };
  const dbName = `sprout_u_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  databases.push(dbName);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return { SQLITE_PATH: join(dir, 'unused.db'), DATABASE_URL: url.toString() };
};

const open = (database: { SQLITE_PATH: string; DATABASE_URL?: string }) =>
  initDatabase(loadConfig({ NODE_ENV: 'test', ...database, PG_POOL_SIZE: '2' }));

/** The previous release's schema: the migrations up to `name`, exactly as they were written. */
const migrateTo = async (db: Db, name: string) => {
  const { error } = await new Migrator({
    db: db.kysely,
    provider: migrationProvider(db.dialect),
  }).migrateTo(name);
  if (error) throw error;
};

/** Loads the release's rows as they were, ids included (foreign keys are checked by the rows themselves). */
const loadRelease = async (db: Db) => {
  await db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') await sql`set local session_replication_role = replica`.execute(trx);
    else await sql`pragma defer_foreign_keys = on`.execute(trx);
    for (const [table, rows] of Object.entries(fixture.tables)) {
      const columns = Object.keys(rows[0] ?? {});
      for (let i = 0; i < rows.length; i += 100) {
        const values = rows
          .slice(i, i + 100)
          .map((row) => sql`(${sql.join(columns.map((c) => row[c] ?? null))})`);
        await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(values)}`.execute(
          trx,
        );
      }
      if (db.dialect === 'postgres' && columns.includes('id'))
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
          trx,
        );
    }
  });
};

const rowsOf = async (db: Db, table: string) =>
  (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely)).rows;

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe(`upgrading from the previous release (${RELEASE_MIGRATION})`, () => {
  let database: { SQLITE_PATH: string; DATABASE_URL?: string };
  let migrate: Awaited<ReturnType<typeof runNodeScript>>;
  beforeAll(async () => {
    database = await emptyDatabase('release');
    const db = open(database);
    await migrateTo(db, RELEASE_MIGRATION);
    await loadRelease(db);
    await closeDatabase(db);
    migrate = await runNodeScript(
      'apps/api/src/db/migrate-cli.ts',
      [],
      commandEnv(database, { BACKUP_DIR: join(dir, 'release-backups') }),
    );
  });

  it('npm run migrate brings it to this release, backing it up first when there is anything to apply', async () => {
    expect(migrate.code, migrate.stderr).toBe(0);
    const db = open(database);
    const plan = await migrationPlan(db);
    await closeDatabase(db);
    expect(plan.pending).toEqual([]);
    expect(plan.executed.slice(0, fixture.migrations.length)).toEqual(fixture.migrations);
    const applied = plan.executed.length - fixture.migrations.length;
    if (applied === 0) expect(migrate.stdout).toMatch(/up to date/);
    else {
      expect(migrate.stdout).toMatch(new RegExp(`applied ${applied} migration`));
      expect(migrate.stdout).toMatch(/backed up before migrating: .*before-/);
    }
  });

  it('keeps every row of the release with every value it had', async () => {
    const db = open(database);
    const missing: string[] = [];
    for (const [table, rows] of Object.entries(fixture.tables)) {
      const now = await rowsOf(db, table);
      const key = Object.keys(rows[0] ?? {})[0] ?? 'id';
      const byKey = new Map(now.map((row) => [String(row[key]), row]));
      for (const row of rows) {
        const kept = byKey.get(String(row[key]));
        const changed = kept ? Object.keys(row).filter((c) => kept[c] !== row[c]) : ['(row gone)'];
        if (changed.length > 0) missing.push(`${table} ${key}=${row[key]}: ${changed.join(', ')}`);
      }
    }
    await closeDatabase(db);
    expect(missing).toEqual([]);
  });

  it('serves the upgraded clinic: staff log in with their old passwords, a parent sees their babies and paid order', async () => {
    const db = open(database);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...database });
    const { app } = await buildApp(config, db);
    const call = async (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
      (
        await app.inject({
          method,
          url,
          ...(payload ? { payload } : {}),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      ).json();
    try {
      const staff = await call('POST', '/api/console/auth/login', {
        username: 'doctor',
        password: 'Sprout-doctor-2026',
      });
      expect(staff).toMatchObject({ success: true, data: { staff: { role: 'doctor' } } });

      const order = (fixture.tables.orders ?? []).find((o) => o.status === 'paid');
      const parent = (fixture.tables.users ?? []).find((u) => u.id === order?.user_id);
      const mobile = String(parent?.phone);
      expect(await call('POST', '/online/usercenter/sendSms', { mobile })).toMatchObject({ success: true });
      const outbox = await call('GET', `/dev/sms-outbox?mobile=${mobile}`);
      const code = outbox.data.list[0]?.code;
      const login = await call('POST', '/online/usercenter/userLogin', { mobile, code });
      expect(login).toMatchObject({ success: true });
      const token = login.data.token;

      const babies = await call(
        'POST',
        '/online/usercenter/pageBabyInfo',
        { pageNum: 1, pageSize: 10 },
        token,
      );
      const names = (fixture.tables.babies ?? []).filter((b) => b.user_id === parent?.id).map((b) => b.name);
      expect(babies.data.list.map((b: { babyName: string }) => b.babyName).sort()).toEqual(names.sort());
      const status = await call(
        'GET',
        `/api/pay/v1/order_status?orderNo=${order?.order_no}`,
        undefined,
        token,
      );
      expect(status).toMatchObject({ success: true });
      expect(JSON.stringify(status.data)).toMatch(/paid/i);
    } finally {
      await app.close();
      await closeDatabase(db);
    }
  });
});

describe('the backup taken before migrations', () => {
  it('is a copy of the database as it was, taken before anything is applied', async () => {
    const database = await emptyDatabase('older');
    const db = open(database);
    await migrateTo(db, '005-evaluations');
    await closeDatabase(db);
    const backups = join(dir, 'older-backups');
    const run = await runNodeScript(
      'apps/api/src/db/migrate-cli.ts',
      [],
      commandEnv(database, { BACKUP_DIR: backups }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/backed up before migrating: .*before-006-inspection-reports/);
    const [folder = ''] = readdirSync(backups);
    expect(folder).toMatch(/^\d{4}-\d\d-\d\dT\d{6}Z-before-006-inspection-reports$/);
    if (adminUrl) expect(existsSync(join(backups, folder, 'sprout.pgdump'))).toBe(true);
    else {
      const copy = new DatabaseSync(join(backups, folder, 'sprout.db'), { readOnly: true });
      const names = copy.prepare('select name from kysely_migration order by name').all();
      copy.close();
      expect(names.map((r) => r.name)).toEqual(fixture.migrations.slice(0, 5));
    }
  });

  it('refuses to migrate when it cannot take the copy, and applies nothing', async () => {
    const database = await emptyDatabase('refused');
    const db = open(database);
    await migrateTo(db, '005-evaluations');
    const blocker = join(dir, 'not-a-folder');
    writeFileSync(blocker, 'a file where the backup folder should be');
    const env = commandEnv(database, { BACKUP_DIR: join(blocker, 'backups') });
    // On PostgreSQL the copy is pg_dump's: without pg_dump on PATH it cannot be taken.
    if (adminUrl) env.PATH = '/nonexistent';
    // Every migration after 005 is pending, and the refusal names them all (later issues add more).
    const pending = ['006-inspection-reports', ...(await laterThan006(db))];
    const run = await runNodeScript('apps/api/src/db/migrate-cli.ts', [], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Refusing to apply migrations ${pending.join(', ')} without a backup`);
    expect((await migrationPlan(db)).pending).toEqual(pending);
    await closeDatabase(db);
  });
});

/** Migrations added after 006 by later releases, still pending on a refused database. */
const laterThan006 = async (db: Db) =>
  (await migrationPlan(db)).pending.filter((name) => name > '006-inspection-reports');
