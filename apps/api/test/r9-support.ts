import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig, repoRoot } from '../src/config/env.ts';
import { closeDatabase, type Db, initDatabase, inTransaction } from '../src/db/database.ts';
import { answeredBodies } from './harness.ts';

/**
 * Helpers of the R9 restart test: a real API server process that can be killed and started again on
 * the same database and port, an HTTP client that tells a cut connection from an answer, the clock
 * moved forward while no server runs, and the booking and payment invariants read from the database.
 */

/** Where an R9 run's servers keep their data: a PostgreSQL URL, or a SQLite file. */
export type R9Database = { url: string } | { sqlitePath: string };

const adminUrl = process.env.TEST_DATABASE_URL;
/** The engine R9 runs on: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export const r9Engine = adminUrl ? 'PostgreSQL' : 'SQLite';

/**
 * One database for every generation of an R9 run's server: a throwaway PostgreSQL database beside
 * TEST_DATABASE_URL's (named `<prefix>_<random>`), or a SQLite file in a temporary directory.
 * `open()` connects the test to it (after the first server migrated it); `remove()` closes that
 * connection and deletes the database, whatever happened.
 */
export const createR9Database = async (prefix: string) => {
  let database: R9Database;
  let dir: string | null = null;
  let dbName: string | null = null;
  if (adminUrl) {
    dbName = `${prefix}_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    database = { url: url.toString() };
  } else {
    dir = mkdtempSync(join(tmpdir(), `${prefix.replaceAll('_', '-')}-`));
    database = { sqlitePath: join(dir, 'sprout.db') };
  }
  let db: Db | null = null;
  return {
    database,
    open: (): Db => {
      db = initDatabase(
        loadConfig({
          NODE_ENV: 'test',
          ...('url' in database
            ? { DATABASE_URL: database.url, PG_POOL_SIZE: '2' }
            : { SQLITE_PATH: database.sqlitePath }),
        }),
      );
      return db;
    },
    remove: async () => {
      if (db) await closeDatabase(db);
      if (dir) rmSync(dir, { recursive: true, force: true });
      if (adminUrl && dbName) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      }
    },
  };
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  proc: ChildProcess;
  pid: number;
  /** Everything the process wrote, for the failure message. */
  output: () => string;
}

/** Starts `node apps/api/src/server.ts` on 127.0.0.1:`port` and resolves once GET /health answers. */
export const startServerProcess = async (
  port: number,
  database: { url: string } | { sqlitePath: string },
  timeoutMs = 30_000,
): Promise<ServerProcess> => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    TRUST_PROXY: '127.0.0.1', // the parents' load comes through loopback, each with its own X-Forwarded-For (R4 per-IP limit)
    RATE_LIMIT_PER_MINUTE: '1000000',
    PG_POOL_SIZE: '6',
  };
  delete env.DATABASE_URL;
  if ('url' in database) env.DATABASE_URL = database.url;
  else env.SQLITE_PATH = database.sqlitePath;
  const proc = spawn(process.execPath, [join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-20_000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const server: ServerProcess = { proc, pid: proc.pid ?? 0, output: () => out };
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null)
      throw new Error(`server exited at start (${proc.exitCode ?? proc.signalCode}):\n${out}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return server;
    } catch {}
    if (Date.now() > until) {
      await killServer(server, 'SIGKILL');
      throw new Error(`server did not answer /health within ${timeoutMs} ms:\n${out}`);
    }
    await sleep(100);
  }
};

export const isAlive = (s: ServerProcess) => s.proc.exitCode === null && s.proc.signalCode === null;

/** Sends the signal to that pid and resolves when the process is gone (SIGKILL after 10 s of SIGTERM). */
export const killServer = async (s: ServerProcess, signal: 'SIGKILL' | 'SIGTERM') => {
  if (!isAlive(s)) return;
  const gone = new Promise((r) => s.proc.once('exit', r));
  process.kill(s.pid, signal);
  const timer = setTimeout(() => isAlive(s) && process.kill(s.pid, 'SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The connection was refused or cut (the server is down or was killed mid-request). */
export class NetworkError extends Error {}

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; code: number; data: T; msg: string };
}

export interface HttpOptions {
  token?: string;
  ip?: string;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** One JSON call to the real server. Every answer joins the file's R6 leak scan. */
export const callJson = async <T = unknown>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  opts: HttpOptions = {},
): Promise<Answer<T>> => {
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(opts.body ?? {}) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    text = await res.text();
  } catch (err) {
    throw new NetworkError(`${method} ${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
  answeredBodies.push(text);
  try {
    return { status: res.status, body: JSON.parse(text) as Answer<T>['body'] };
  } catch {
    return {
      status: res.status,
      body: { success: false, code: -1, data: null as T, msg: text.slice(0, 200) },
    };
  }
};

/** The payer presses 支付 on the sandbox cashier (a form POST); returns the redirect target. */
export const payOnCashier = async (base: string, cashierUrl: string): Promise<string> => {
  const q = new URL(cashierUrl, base).searchParams;
  const form = new URLSearchParams({
    orderNo: q.get('orderNo') ?? '',
    channel: q.get('channel') ?? '',
    returnUrl: q.get('returnUrl') ?? '',
    decision: 'pay',
  });
  try {
    const res = await fetch(new URL('/dev/pay/cashier', base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    await res.text();
    if (res.status >= 500) throw new Error(`cashier answered ${res.status}`);
    return res.headers.get('location') ?? '';
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('cashier answered')) throw err;
    throw new NetworkError(`cashier: ${err instanceof Error ? err.message : String(err)}`);
  }
};

/** A small seeded generator (mulberry32), so a failing mix can be replayed with its seed. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const shifted = (iso: string, ms: number) => new Date(new Date(iso).getTime() - ms).toISOString();

/**
 * Moves every stored deadline `ms` into the past, which is the clock moving `ms` forward while the
 * server is down: holds and orders expire, due jobs and polls come round, the leases of jobs that the
 * killed process held run out. Only with no server running.
 */
export const advanceClock = async (db: Db, ms: number): Promise<void> => {
  await inTransaction(db, async (trx) => {
    for (const j of await trx.kysely.selectFrom('jobs').select(['id', 'run_at', 'locked_until']).execute())
      await trx.kysely
        .updateTable('jobs')
        .set({
          run_at: shifted(j.run_at, ms),
          locked_until: j.locked_until ? shifted(j.locked_until, ms) : null,
        })
        .where('id', '=', j.id)
        .execute();
    for (const o of await trx.kysely.selectFrom('orders').select(['id', 'expires_at']).execute())
      await trx.kysely
        .updateTable('orders')
        .set({ expires_at: shifted(o.expires_at, ms) })
        .where('id', '=', o.id)
        .execute();
    for (const a of await trx.kysely
      .selectFrom('appointments')
      .select(['id', 'hold_expires_at'])
      .where('hold_expires_at', 'is not', null)
      .execute())
      await trx.kysely
        .updateTable('appointments')
        .set({ hold_expires_at: shifted(a.hold_expires_at ?? '', ms) })
        .where('id', '=', a.id)
        .execute();
    for (const t of await trx.kysely
      .selectFrom('sandbox_trades')
      .select(['id', 'expires_at'])
      .where('expires_at', 'is not', null)
      .execute())
      await trx.kysely
        .updateTable('sandbox_trades')
        .set({ expires_at: shifted(t.expires_at ?? '', ms) })
        .where('id', '=', t.id)
        .execute();
  });
};

/** What is still under way: due or running jobs, holds, unsettled orders and refunds. */
export const unsettled = async (db: Db, now = new Date()) => {
  const k = db;
  const soon = new Date(now.getTime() + 5_000).toISOString();
  const [jobs, holds, orders, refunds] = await Promise.all([
    k.kysely
      .selectFrom('jobs')
      .select(['id', 'kind', 'status', 'run_at'])
      .where((eb) =>
        eb.or([
          eb('status', '=', 'running'),
          eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', soon)]),
        ]),
      )
      .execute(),
    k.kysely.selectFrom('appointments').select('id').where('status', '=', 'pending_payment').execute(),
    k.kysely
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('status', 'in', ['created', 'paying', 'refunding'])
      .execute(),
    k.kysely.selectFrom('refunds').select('id').where('status', '=', 'pending').execute(),
  ]);
  return { jobs, holds, orders, refunds };
};

const LIVE = new Set(['pending_payment', 'booked', 'arrived', 'no_show']);

/**
 * R9's invariants, read straight from the database after the jobs drained. Returns every violation
 * found (empty when all hold), each naming the rows involved.
 */
export const invariantViolations = async (db: Db, now = new Date()): Promise<string[]> => {
  const k = db;
  const [slots, appointments, orders, events, refunds, trades, jobs, messages] = await Promise.all([
    k.kysely.selectFrom('slots').select(['id', 'capacity', 'booked']).execute(),
    k.kysely.selectFrom('appointments').selectAll().execute(),
    k.kysely.selectFrom('orders').selectAll().execute(),
    k.kysely.selectFrom('payment_events').selectAll().execute(),
    k.kysely.selectFrom('refunds').selectAll().execute(),
    k.kysely.selectFrom('sandbox_trades').selectAll().execute(),
    k.kysely.selectFrom('jobs').selectAll().execute(),
    k.kysely
      .selectFrom('system_messages')
      .select(['user_id', 'title', 'link'])
      .where('title', '=', '预约成功')
      .execute(),
  ]);
  const problems: string[] = [];
  const nowIso = now.toISOString();

  // Seats: every slot's counter equals its live appointments and stays within capacity.
  const live = new Map<number, number>();
  for (const a of appointments) if (LIVE.has(a.status)) live.set(a.slot_id, (live.get(a.slot_id) ?? 0) + 1);
  for (const s of slots) {
    const n = live.get(s.id) ?? 0;
    if (s.booked !== n) problems.push(`slot ${s.id}: booked ${s.booked} but ${n} live appointments`);
    if (s.booked < 0 || s.booked > s.capacity)
      problems.push(`slot ${s.id}: booked ${s.booked} outside 0..${s.capacity}`);
  }
  const perBabySlot = new Map<string, number>();
  for (const a of appointments)
    if (LIVE.has(a.status)) {
      const key = `${a.baby_id}:${a.slot_id}`;
      perBabySlot.set(key, (perBabySlot.get(key) ?? 0) + 1);
    }
  for (const [key, n] of perBabySlot)
    if (n > 1) problems.push(`baby:slot ${key}: ${n} live appointments (double booking)`);

  // Holds: none left pending after the drain.
  for (const a of appointments)
    if (a.status === 'pending_payment')
      problems.push(`appointment ${a.id}: still pending_payment (hold until ${a.hold_expires_at})`);

  // Money. The sandbox's ledger is what the payer was charged and given back.
  const payTrade = new Map(trades.filter((t) => t.kind === 'pay').map((t) => [t.order_no, t]));
  const refundedByProvider = new Map<string, number>();
  for (const t of trades)
    if (t.kind === 'refund' && t.state === 'SUCCESS')
      refundedByProvider.set(t.order_no, (refundedByProvider.get(t.order_no) ?? 0) + t.amount_fen);
  const appointmentOf = new Map(appointments.map((a) => [a.id, a]));
  const appliedPaid = new Map<string, number>();
  for (const e of events)
    if (e.event_type === 'paid' && e.outcome === 'applied')
      appliedPaid.set(e.order_no, (appliedPaid.get(e.order_no) ?? 0) + 1);
  const refundsOf = new Map<number, typeof refunds>();
  for (const r of refunds) refundsOf.set(r.order_id, [...(refundsOf.get(r.order_id) ?? []), r]);
  const confirmations = new Map<string, number>();
  for (const m of messages) confirmations.set(m.link ?? '', (confirmations.get(m.link ?? '') ?? 0) + 1);

  for (const o of orders) {
    const tag = `order ${o.order_no} (${o.status})`;
    const a = appointmentOf.get(o.subject_id);
    const charged = payTrade.get(o.order_no)?.state === 'SUCCESS' ? o.amount_fen : 0;
    const givenBack = refundedByProvider.get(o.order_no) ?? 0;
    const applied = appliedPaid.get(o.order_no) ?? 0;
    const ownRefunds = refundsOf.get(o.id) ?? [];
    if (applied > 1) problems.push(`${tag}: paid ${applied} times`);
    if ((o.paid_at !== null) !== (applied === 1))
      problems.push(`${tag}: paid_at ${o.paid_at} but ${applied} applied payment events`);
    if (['created', 'paying', 'refunding'].includes(o.status))
      problems.push(`${tag}: not settled after the drain (expires ${o.expires_at})`);
    if (charged - givenBack < 0) problems.push(`${tag}: refunded ${givenBack} fen of ${charged} charged`);
    for (const r of ownRefunds)
      if (r.status !== 'succeeded') problems.push(`${tag}: refund ${r.refund_no} ended ${r.status}`);
    if (!a) {
      problems.push(`${tag}: no appointment ${o.subject_id}`);
      continue;
    }
    // One confirmation message exactly when the order was paid while its seat was held.
    const said = confirmations.get(`/pages/newFun/orderDetail?weId=${a.id}`) ?? 0;
    if (said !== (o.paid_at ? 1 : 0))
      problems.push(`${tag}: ${said} 预约成功 messages for appointment ${a.id} (paid_at ${o.paid_at})`);
    if (o.status === 'paid') {
      if (charged !== o.amount_fen) problems.push(`${tag}: paid but the sandbox charged ${charged}`);
      if (givenBack !== 0) problems.push(`${tag}: paid but ${givenBack} fen were refunded`);
      if (!['booked', 'arrived', 'no_show'].includes(a.status))
        problems.push(`${tag}: paid but appointment ${a.id} is ${a.status}`);
    } else if (o.status === 'refunded') {
      if (charged !== o.amount_fen || givenBack !== o.amount_fen || o.refunded_fen !== o.amount_fen)
        problems.push(`${tag}: refunded ${o.refunded_fen}, provider refunded ${givenBack} of ${charged}`);
      if (a.status !== 'cancelled') problems.push(`${tag}: refunded but appointment ${a.id} is ${a.status}`);
      if (!ownRefunds.some((r) => r.status === 'succeeded'))
        problems.push(`${tag}: refunded without a succeeded refund row`);
    } else if (o.status === 'closed') {
      // Never confirmed: whatever the payer was charged (a payment after the close) went back.
      if (charged !== givenBack)
        problems.push(`${tag}: closed but charged ${charged} and refunded ${givenBack} (lost payment)`);
      if (!['cancelled', 'expired'].includes(a.status))
        problems.push(`${tag}: closed but appointment ${a.id} is ${a.status}`);
    }
  }
  // Every charge reached an order (no lost paid order), and every appointment with a fee has one.
  const orderNos = new Set(orders.map((o) => o.order_no));
  for (const t of trades)
    if (!orderNos.has(t.order_no)) problems.push(`sandbox trade ${t.trade_no}: no order ${t.order_no}`);
  const orderById = new Map(orders.map((o) => [o.id, o]));
  for (const a of appointments) {
    if (a.fee_fen === 0) continue;
    const o = a.order_id ? orderById.get(a.order_id) : undefined;
    if (!o) {
      problems.push(`appointment ${a.id} (${a.status}): fee ${a.fee_fen} but no order`);
      continue;
    }
    if (a.status === 'booked' && o.status !== 'paid')
      problems.push(`appointment ${a.id}: booked but its order is ${o.status}`);
    if (a.status === 'cancelled' && o.paid_at && o.status !== 'refunded')
      problems.push(`appointment ${a.id}: cancelled after paying but its order is ${o.status}`);
  }

  // Jobs: none stuck past its lease, none given up on, none due and left behind.
  for (const j of jobs) {
    if (j.status === 'running' && (j.locked_until ?? '') < nowIso)
      problems.push(`job ${j.id} ${j.kind}: running past its lease (${j.locked_until})`);
    if (j.status === 'failed') problems.push(`job ${j.id} ${j.kind}: failed (${j.last_error})`);
    if (j.status === 'pending' && j.run_at <= nowIso)
      problems.push(`job ${j.id} ${j.kind}: due at ${j.run_at} and not run`);
  }
  return problems;
};
