import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config/env.ts';
import { addBaby, book, dayFromToday, insertSlot, slotBooked } from './booking-fixtures.ts';
import { freshMobile, leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/** Quality bar R3: N parents for a slot of capacity C → exactly C winners, the rest 4009, no 5xx. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

describe('R3 booking race in one process', () => {
  it('30 parents racing for 3 seats: exactly 3 winners, the rest 4009, slot.booked = 3', async () => {
    const parents = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const p = await loginParentFresh(t);
        return { token: p.token, babyId: await addBaby(t, p.token, `宝宝${i}`) };
      }),
    );
    const slotId = await insertSlot(t, 3);
    const results = await Promise.all(parents.map((p) => book(t, p.token, p.babyId, slotId)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.success)).toHaveLength(3);
    expect(results.filter((r) => !r.body.success).every((r) => r.body.code === 4009)).toBe(true);
    expect(await slotBooked(t, slotId)).toBe(3);
  });
});

// ---- two real server processes on one PostgreSQL database --------------------------------------

const adminUrl = process.env.TEST_DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });

const startServer = async (databaseUrl: string): Promise<{ proc: ChildProcess; base: string }> => {
  const port = await freePort();
  const proc = spawn(process.execPath, [join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUST_PROXY: '127.0.0.1', // the parents' load comes through loopback, each with its own X-Forwarded-For (R4 per-IP limit)
      RATE_LIMIT_PER_MINUTE: '100000',
      PG_POOL_SIZE: '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Sprout is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  return { proc, base: `http://127.0.0.1:${port}` };
};

const post = async (base: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; code: number; data: never } };
};

describe('R3 booking race across two processes on PostgreSQL', () => {
  it.skipIf(!adminUrl)(
    'exactly capacity winners across both processes',
    async () => {
      const dbName = `sprout_race_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      const url = new URL(adminUrl ?? '');
      url.pathname = `/${dbName}`;
      const servers: ChildProcess[] = [];
      const db = new pg.Client({ connectionString: url.toString() });
      try {
        // One after the other: the first migrates and seeds, the second finds it done.
        const a = await startServer(url.toString());
        servers.push(a.proc);
        const b = await startServer(url.toString());
        servers.push(b.proc);
        await db.connect();
        const date = dayFromToday(2);
        const session = await db.query(
          `insert into clinic_sessions (doctor_id, facility_id, date, period, status, updated_at)
         values (2, 1, $1, 'pm', 'open', $2)
         on conflict (doctor_id, date, period) do update set status = 'open' returning id`,
          [date, new Date().toISOString()],
        );
        const capacity = 4;
        const slot = await db.query(
          `insert into slots (session_id, doctor_id, date, start_time, end_time, capacity, booked)
         values ($1, 2, $2, '16:55', '17:00', $3, 0) returning id`,
          [session.rows[0].id, date, capacity],
        );
        const slotId: number = slot.rows[0].id;

        const parents = await Promise.all(
          Array.from({ length: 24 }, async (_, i) => {
            const base = i % 2 === 0 ? a.base : b.base;
            const mobile = freshMobile();
            const ip = { 'x-forwarded-for': `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}` };
            await post(base, '/online/usercenter/sendSms', { mobile }, ip);
            const outbox = (await (await fetch(`${base}/dev/sms-outbox?mobile=${mobile}`)).json()) as {
              data: { list: { code: string }[] };
            };
            const code = outbox.data.list[0]?.code;
            const login = await post(base, '/online/usercenter/userLogin', { mobile, code }, ip);
            const token: string = (login.body.data as { token: string }).token;
            const auth = { authorization: `Bearer ${token}` };
            const baby = await post(
              base,
              '/online/usercenter/addBabyInfo',
              { babyName: `双进程${i}`, sex: '女', birthday: '2022-02-02', guardianConsent: true },
              auth,
            );
            return { auth, babyId: (baby.body.data as { babyId: number }).babyId };
          }),
        );
        const results = await Promise.all(
          parents.map((p, i) =>
            post(
              i % 2 === 0 ? b.base : a.base,
              '/opordering/wechatapp/addAppointment',
              { babyId: p.babyId, slotId, visitReason: '双进程抢号' },
              p.auth,
            ),
          ),
        );
        expect(results.every((r) => r.status === 200)).toBe(true);
        expect(results.filter((r) => r.body.success)).toHaveLength(capacity);
        expect(results.filter((r) => !r.body.success).every((r) => r.body.code === 4009)).toBe(true);
        const booked = await db.query('select booked from slots where id = $1', [slotId]);
        expect(booked.rows[0].booked).toBe(capacity);
        const live = await db.query(
          `select count(*)::int as n from appointments where slot_id = $1 and status in ('pending_payment', 'booked')`,
          [slotId],
        );
        expect(live.rows[0].n).toBe(capacity);
      } finally {
        for (const s of servers) s.kill('SIGTERM');
        await Promise.all(
          servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('exit', r)))),
        );
        await db.end().catch(() => {});
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      }
    },
    120_000,
  );
});
