import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { AppContext } from '../src/app-context.ts';
import { loadConfig } from '../src/config/env.ts';
import { closeDatabase, initDatabase, migrateToLatest } from '../src/db/database.ts';
import { seedDemo } from '../src/db/seed/seed.ts';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { success: boolean; code: number; data: T; msg: string };
  headers: Record<string, unknown>;
  raw: string;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  ip?: string;
}

/** Every raw answer of the run, for the leak scan (R6). */
export const answeredBodies: string[] = [];

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  call: <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: CallOptions) => Promise<ApiAnswer<T>>;
  /** Logs a parent in through the real SMS flow; returns the session. */
  loginParent: (mobile?: string) => Promise<{ token: string; userId: number; uid: string; mobile: string }>;
  loginStaff: (username: string, password: string) => Promise<string>;
  close: () => Promise<void>;
}

let phoneCounter = 0;
/** A fresh valid mainland number per call, so tests never trip each other's SMS limits. */
export const freshMobile = (): string => `139${String(process.pid % 10_000).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`;

/**
 * A whole app on a fresh, migrated database: a temporary SQLite file, or, when TEST_DATABASE_URL
 * points at a PostgreSQL server, a database created for this file and dropped afterwards.
 */
export const startTestApp = async (options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dbName: string | null = null;
  let databaseUrl: string | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'sprout-int-'));
  if (adminUrl) {
    dbName = `sprout_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: join(dir, 'test.db'),
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, PG_POOL_SIZE: '4' } : {}),
    ...options.env,
  });
  const db = initDatabase(config);
  await migrateToLatest(db);
  if (options.seed) await seedDemo(db);
  const { app, ctx } = await buildApp(config, db);
  await app.ready();

  const call: TestApp['call'] = async (method, path, opts = {}) => {
    const query = Object.fromEntries(Object.entries(opts.query ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    const res = await app.inject({
      method,
      url: path,
      query,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      remoteAddress: opts.ip ?? '127.0.0.1',
      ...(opts.body !== undefined ? { payload: opts.body as object } : method === 'GET' ? {} : { payload: {} }),
    });
    answeredBodies.push(res.body);
    let body: ApiAnswer['body'];
    try {
      body = res.json();
    } catch {
      body = { success: false, code: -1, data: null, msg: res.body.slice(0, 200) } as ApiAnswer['body'];
    }
    return { status: res.statusCode, body: body as ApiAnswer<never>['body'], headers: res.headers, raw: res.body };
  };

  const loginParent: TestApp['loginParent'] = async (mobile = freshMobile()) => {
    const sent = await call('POST', '/online/usercenter/sendSms', { body: { mobile } });
    if (!sent.body.success) throw new Error(`sendSms failed: ${sent.raw}`);
    const outbox = await call<{ list: { code: string }[] }>('GET', '/dev/sms-outbox', { query: { mobile } });
    const code = outbox.body.data.list[0]?.code;
    const login = await call<{ token: string; userId: number; uid: string }>('POST', '/online/usercenter/userLogin', { body: { mobile, code } });
    if (!login.body.success) throw new Error(`login failed: ${login.raw}`);
    return { ...login.body.data, mobile };
  };

  const loginStaff: TestApp['loginStaff'] = async (username, password) => {
    const res = await call<{ token: string }>('POST', '/api/console/auth/login', { body: { username, password } });
    if (!res.body.success) throw new Error(`staff login failed: ${res.raw}`);
    return res.body.data.token;
  };

  const close = async () => {
    await app.close();
    await closeDatabase(db);
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  };

  return { app, ctx, call, loginParent, loginStaff, close };
};
