import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';

/** Where the running server is, as set by global-setup. */
export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set: run through playwright.config.ts (global-setup starts the server)',
    );
  return url;
};

/** The SQLite file the server under test writes. */
export const sqlitePath = (): string => {
  const path = process.env.E2E_SQLITE_PATH;
  if (!path) throw new Error('E2E_SQLITE_PATH is not set: run through playwright.config.ts');
  return path;
};

/** The demo accounts the seed creates (SEED_DEMO=true). */
export const DEMO = {
  parentMobile: '13800000000',
  staff: {
    admin: { username: 'admin', password: 'Sprout-admin-2026' },
    manager: { username: 'manager', password: 'Sprout-manager-2026' },
    doctor: { username: 'doctor', password: 'Sprout-doctor-2026' },
  },
} as const;

interface Envelope<T> {
  success: boolean;
  code: number;
  data: T;
  msg: string;
}

/** POST JSON to the API and return its envelope's data; throws on a non-2xx or success=false. */
export const apiPost = async <T = unknown>(
  path: string,
  body: unknown,
  token?: string,
  base = baseUrl(),
): Promise<T> => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok || !json.success) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
};

/** GET from the API with a query and return its envelope's data; throws on a non-2xx or success=false. */
export const apiGet = async <T = unknown>(
  path: string,
  query: Record<string, string | number>,
  token?: string,
  base = baseUrl(),
): Promise<T> => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`${base}${path}?${search}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok || !json.success) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
};

/**
 * The newest SMS code sent to `mobile`, read from the development outbox (GET /dev/sms-outbox).
 * Waits up to `timeoutMs` for one to appear (the page sends it asynchronously).
 */
export const smsCode = async (base: string, mobile: string, timeoutMs = 5_000): Promise<string> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${base}/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
    if (res.ok) {
      const json = (await res.json()) as Envelope<{ list: { code: string | null }[] }>;
      const code = json.data.list.find((m) => m.code)?.code;
      if (code) return code;
    }
    if (Date.now() > until) throw new Error(`no SMS code for ${mobile} in the outbox after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Logs a parent in through the API (sendSms, outbox, userLogin); returns the session token. */
export const loginParentViaApi = async (
  mobile: string = DEMO.parentMobile,
  base = baseUrl(),
): Promise<string> => {
  await apiPost('/online/usercenter/sendSms', { mobile, purpose: 'login' }, undefined, base);
  const code = await smsCode(base, mobile);
  const { token } = await apiPost<{ token: string }>(
    '/online/usercenter/userLogin',
    { mobile, code },
    undefined,
    base,
  );
  return token;
};

/** One write to the running server's SQLite file, waiting out its own writes (busy_timeout). */
const withServerDb = <T>(path: string, write: (db: DatabaseSync) => T): T => {
  const db = new DatabaseSync(path);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    return write(db);
  } finally {
    db.close();
  }
};

/**
 * Makes every session of the parent with phone `mobile` expired, by moving `expires_at` into the
 * past in the server's SQLite file (the server reads it on each request). Returns how many changed.
 */
/**
 * How long the server may keep serving a session from memory after its row changed behind its back
 * (apps/api/src/modules/sessions/session-cache.ts, SESSION_CACHE_TTL_MS). Real changes (logout, revoke)
 * tell the cache at once; a test that edits the row in the database file waits this long instead.
 */
export const SESSION_CACHE_MS = 5_000;

export const expireParentSessions = (path: string, mobile: string): number =>
  withServerDb(path, (db) => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const result = db
      .prepare(
        'UPDATE parent_sessions SET expires_at = ? WHERE user_id IN (SELECT id FROM users WHERE phone = ?)',
      )
      .run(past, mobile);
    return Number(result.changes);
  });

/**
 * A patient record the clinic's system already holds (a child seen before the app existed), written
 * into the server's SQLite file as the hospital system would have it: source 'his', no baby bound.
 */
export const addHisRecord = (
  path: string,
  r: { pid: string; name: string; sex: '男' | '女'; birthday: string; guardianPhone: string },
): void =>
  void withServerDb(path, (db) =>
    db
      .prepare(
        "INSERT INTO patient_records (pid, name, sex, birthday, guardian_phone, source, created_at) VALUES (?, ?, ?, ?, ?, 'his', ?)",
      )
      .run(r.pid, r.name, r.sex, r.birthday, r.guardianPhone, new Date().toISOString()),
  );

/** Full-page screenshot kept as an artifact: test-results/e2e/screens/<name>.png. */
export const screenshot = async (page: Page, name: string): Promise<string> => {
  const dir = join('test-results', 'e2e', 'screens');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
};

/**
 * Moves the SMS codes of `mobile` two minutes into the past in the server's SQLite file, so the next
 * code (a transfer's, after the login's) is not refused by the 60-second gap of R4.
 */
export const ageSmsCodes = (path: string, mobile: string): number =>
  withServerDb(path, (db) => {
    const result = db
      .prepare('update sms_codes set created_at = ? where phone = ?')
      .run(new Date(Date.now() - 120_000).toISOString(), mobile);
    return Number(result.changes);
  });
