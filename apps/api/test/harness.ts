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
import { startJobRunner } from '../src/modules/jobs/job-runner.ts';

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
  call: <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options?: CallOptions,
  ) => Promise<ApiAnswer<T>>;
  /** Logs a parent in through the real SMS flow; returns the session. */
  loginParent: (mobile?: string) => Promise<{ token: string; userId: number; uid: string; mobile: string }>;
  loginStaff: (username: string, password: string) => Promise<string>;
  /** Runs the due background jobs once, as the poller would at `now`; returns how many ran. */
  runJobs: (now?: Date) => Promise<number>;
  close: () => Promise<void>;
}

let phoneCounter = 0;
/** A fresh valid mainland number per call, so tests never trip each other's SMS limits. */
export const freshMobile = (): string =>
  `139${String(process.pid % 10_000).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`;

/**
 * A whole app on a fresh, migrated database: a temporary SQLite file, or, when TEST_DATABASE_URL
 * points at a PostgreSQL server, a database created for this file and dropped afterwards.
 * `sharing` starts a second app (a second API process, as far as the database and the fan-out can tell)
 * on another app's database instead; the first app's close drops it.
 */
export const startTestApp = async (
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    sharing?: TestApp;
    /** Collects the app's log lines (set LOG_LEVEL in env to see them). */
    logLines?: string[];
  } = {},
): Promise<TestApp> => {
  const shared = options.sharing?.ctx.config;
  const adminUrl = shared ? undefined : process.env.TEST_DATABASE_URL;
  let dbName: string | null = null;
  let databaseUrl: string | undefined = shared?.DATABASE_URL;
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
    SQLITE_PATH: shared?.SQLITE_PATH ?? join(dir, 'test.db'),
    STORAGE_DIR: join(dir, 'uploads'), // uploaded files go with the test database, never under ./data
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, PG_POOL_SIZE: '4' } : {}),
    ...options.env,
  });
  const db = initDatabase(config);
  if (!shared) await migrateToLatest(db);
  if (options.seed) await seedDemo(db, { consultation: false, value: false });
  const lines = options.logLines;
  const { app, ctx } = await buildApp(
    config,
    db,
    lines ? { logStream: { write: (l: string) => lines.push(l) } } : {},
  );
  await app.ready();

  const call: TestApp['call'] = async (method, path, opts = {}) => {
    const query = Object.fromEntries(
      Object.entries(opts.query ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    const res = await app.inject({
      method,
      url: path,
      query,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      remoteAddress: opts.ip ?? '127.0.0.1',
      ...(opts.body !== undefined
        ? { payload: opts.body as object }
        : method === 'GET'
          ? {}
          : { payload: {} }),
    });
    answeredBodies.push(res.body);
    let body: ApiAnswer['body'];
    try {
      body = res.json();
    } catch {
      body = { success: false, code: -1, data: null, msg: res.body.slice(0, 200) } as ApiAnswer['body'];
    }
    return {
      status: res.statusCode,
      body: body as ApiAnswer<never>['body'],
      headers: res.headers,
      raw: res.body,
    };
  };

  const loginParent: TestApp['loginParent'] = async (mobile = freshMobile()) => {
    const sent = await call('POST', '/online/usercenter/sendSms', { body: { mobile } });
    if (!sent.body.success) throw new Error(`sendSms failed: ${sent.raw}`);
    const outbox = await call<{ list: { code: string }[] }>('GET', '/dev/sms-outbox', { query: { mobile } });
    const code = outbox.body.data.list[0]?.code;
    const login = await call<{ token: string; userId: number; uid: string }>(
      'POST',
      '/online/usercenter/userLogin',
      { body: { mobile, code } },
    );
    if (!login.body.success) throw new Error(`login failed: ${login.raw}`);
    return { ...login.body.data, mobile };
  };

  const loginStaff: TestApp['loginStaff'] = async (username, password) => {
    const res = await call<{ token: string }>('POST', '/api/console/auth/login', {
      body: { username, password },
    });
    if (!res.body.success) throw new Error(`staff login failed: ${res.raw}`);
    return res.body.data.token;
  };

  const jobRunner = startJobRunner(ctx, app.log, { intervalMs: 3_600_000 });
  const runJobs: TestApp['runJobs'] = (now) => jobRunner.runOnce(now);

  const close = async () => {
    await jobRunner.stop();
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

  return { app, ctx, call, loginParent, loginStaff, runJobs, close };
};

// ---------------------------------------------------------------------------------------------
// Appended for the integration suites: leak scan (R6) and small shared helpers.
// ---------------------------------------------------------------------------------------------

let ipCounter = 0;
/** A fresh client address per call, so that the per-IP SMS limit (R4) only bites where a test wants it. */
export const freshIp = (): string =>
  `10.${process.pid % 250}.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

/** Like loginParent, but each SMS comes from a fresh address (loginParent always uses 127.0.0.1, which caps a file at 20 logins an hour). */
export const loginParentFresh = async (t: TestApp, mobile = freshMobile()) => {
  const ip = freshIp();
  const sent = await t.call('POST', '/online/usercenter/sendSms', { body: { mobile }, ip });
  if (!sent.body.success) throw new Error(`sendSms failed: ${sent.raw}`);
  const outbox = await t.call<{ list: { code: string }[] }>('GET', '/dev/sms-outbox', { query: { mobile } });
  const code = outbox.body.data.list[0]?.code;
  const login = await t.call<{ token: string; userId: number; uid: string; phone: string | null }>(
    'POST',
    '/online/usercenter/userLogin',
    { body: { mobile, code }, ip },
  );
  if (!login.body.success) throw new Error(`login failed: ${login.raw}`);
  return { ...login.body.data, mobile };
};

/** Tokens that login answers handed out (data.token or data.session.token) in a list of raw answers. */
export const issuedTokens = (bodies: readonly string[] = answeredBodies): Set<string> => {
  const tokens = new Set<string>();
  for (const raw of bodies) for (const token of ownTokens(raw)) tokens.add(token);
  return tokens;
};

/**
 * homePageShare also answers a `token`: a share link's (id.expiry.signature), which is no session and is
 * meant to be handed out again (shareList answers it inside the link while it is active).
 */
const SHARE_TOKEN = /^\d+\.\d{13}\.[A-Za-z0-9_-]{43}$/;

const ownTokens = (raw: string): string[] => {
  try {
    const data = (JSON.parse(raw) as { data?: { token?: unknown; session?: { token?: unknown } | null } })
      .data;
    return [data?.token, data?.session?.token].filter(
      (t): t is string => typeof t === 'string' && t.length >= 20 && !SHARE_TOKEN.test(t),
    );
  } catch {
    return [];
  }
};

/** What an answer must never carry (R6), each with the reason reported when found. */
const LEAK_RULES: [string, RegExp][] = [
  ['password hash (scrypt$)', /scrypt\$/],
  ['password_hash / passwordHash', /password_?hash/i],
  ['token_hash', /token_?hash/i],
  ['openid key', /"openid"\s*:/i],
  ['unionid key', /"unionid"\s*:/i],
  // The embedded WeChat stand-in derives openids as `o` + 27 base64url characters, unionids as `u` + 27.
  ['embedded openid/unionid value', /"[ou][A-Za-z0-9_-]{27}"/],
  ['stack frame', /\n? {4}at [\w.<>]/],
  ['SQL select', /select [\w"*]/i],
  ['SQL insert', /insert into/i],
  ['SQLite driver text', /SQLITE_/],
  ['SQL syntax error', /syntax error/i],
];

/**
 * Problems found in one raw answer: secrets, internals, or a session token other than the one this
 * very answer handed out at login. `tokens` defaults to every token issued so far in this file.
 */
export const scanForLeaks = (raw: string, tokens: Set<string> = issuedTokens()): string[] => {
  const problems = LEAK_RULES.filter(([, re]) => re.test(raw)).map(([why]) => why);
  const mine = new Set(ownTokens(raw));
  for (const token of tokens)
    if (!mine.has(token) && raw.includes(token))
      problems.push('a session token other than the one this login returned');
  return problems;
};

/** Every leak in the answers this file received, with the offending answer's start, for an afterAll. */
export const leaksInRun = (bodies: readonly string[] = answeredBodies): string[] => {
  const tokens = issuedTokens(bodies);
  return bodies.flatMap((raw, i) =>
    scanForLeaks(raw, tokens).map((why) => `answer #${i}: ${why}: ${raw.slice(0, 160)}`),
  );
};
