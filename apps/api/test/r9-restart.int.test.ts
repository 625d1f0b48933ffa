import { afterAll, describe, expect, it } from 'vitest';
import { type Db, inTransaction } from '../src/db/database.ts';
import { dayFromToday } from './booking-fixtures.ts';
import { leaksInRun } from './harness.ts';
import {
  createR9Database,
  r9Engine,
  advanceClock,
  callJson,
  freePort,
  invariantViolations,
  isAlive,
  killServer,
  NetworkError,
  payOnCashier,
  type ServerProcess,
  seededRandom,
  sleep,
  startServerProcess,
  unsettled,
} from './r9-support.ts';

/**
 * Quality bar R9, restart safety: a real server process is killed with SIGKILL in the middle of a
 * booking-and-payment load, started again on the same database (the load goes on), killed again, and
 * started a third time after an outage of a few minutes; once its jobs have drained, the invariants
 * are read straight from the database: no double booking, no lost paid order, no orphan hold.
 * Runs on SQLite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
const engine = r9Engine;

const PARENTS = 30;
const SLOTS = 10;
const CAPACITY = 12;
const BABIES = 2; // per parent
const DOCTOR_ID = 2; // 周文博, registration fee 30.00 元
const HOLD_MINUTES = 1; // short holds, so that the simulated outage outlasts them
const OUTAGE_MS = 3 * 60_000; // longer than a hold, a job lease and the poll interval
const PHASE_MS = 2_500;
const DRAIN_MS = 45_000;
const DOWN_MS = 800; // longer than a parent's longest pause between episodes (700 ms)

const started: ServerProcess[] = [];
let store: Awaited<ReturnType<typeof createR9Database>> | null = null;

afterAll(async () => {
  for (const s of started) if (isAlive(s)) await killServer(s, 'SIGKILL');
  await store?.remove();
  expect(leaksInRun()).toEqual([]);
});

/**
 * The checker itself is tested: faults planted in a transaction that is then rolled back (a seat
 * counted twice, a second payment, a paid order whose appointment expired, a job left running past
 * its lease) must each be reported.
 */
const expectCheckerToSeePlantedFaults = async (db: Db) => {
  class Rollback extends Error {}
  let found: string[] = [];
  const k = db;
  const paid = await k.kysely
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  const other = await k.kysely
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'paid')
    .where('id', '!=', paid.id)
    .executeTakeFirstOrThrow();
  const slot = await k.kysely
    .selectFrom('slots')
    .selectAll()
    .where('booked', '<', 1)
    .executeTakeFirstOrThrow();
  await inTransaction(k, async (trx) => {
    await trx.kysely.updateTable('slots').set({ booked: 1 }).where('id', '=', slot.id).execute();
    await trx.kysely
      .insertInto('payment_events')
      .values({
        provider: 'sandbox',
        event_id: 'planted-second-payment',
        order_no: paid.order_no,
        event_type: 'paid',
        amount_fen: paid.amount_fen,
        outcome: 'applied',
        received_at: new Date().toISOString(),
      })
      .execute();
    await trx.kysely
      .updateTable('appointments')
      .set({ status: 'expired' })
      .where('id', '=', other.subject_id)
      .execute();
    await trx.kysely
      .insertInto('jobs')
      .values({
        kind: 'planted',
        payload: '{}',
        dedupe_key: null,
        run_at: '2020-01-01T00:00:00.000Z',
        status: 'running',
        attempts: 1,
        locked_by: 'dead-worker',
        locked_until: '2020-01-01T00:01:00.000Z',
        last_error: null,
        created_at: '2020-01-01T00:00:00.000Z',
        updated_at: '2020-01-01T00:00:00.000Z',
      })
      .execute();
    found = await invariantViolations(trx);
    throw new Rollback();
  }).catch((err: unknown) => {
    if (!(err instanceof Rollback)) throw err;
  });
  const expected = [
    `slot ${slot.id}: booked 1 but`,
    `order ${paid.order_no} (paid): paid 2 times`,
    `order ${other.order_no} (paid): paid but appointment ${other.subject_id} is expired`,
    'job ',
  ];
  for (const e of expected)
    expect(
      found.some((f) => f.startsWith(e)),
      `${e} in ${found.join('\n')}`,
    ).toBe(true);
  expect(found.some((f) => f.includes('planted: running past its lease'))).toBe(true);
};

type Plan = 'pay' | 'pay-then-cancel' | 'pay-and-check' | 'abandon' | 'sign-only' | 'cancel-unpaid';
const PLANS: [Plan, number][] = [
  ['pay', 30],
  ['pay-then-cancel', 20],
  ['pay-and-check', 10],
  ['abandon', 15],
  ['sign-only', 10],
  ['cancel-unpaid', 15],
];

interface Parent {
  token: string;
  ip: string;
  babyIds: number[];
}

describe(`R9 restart under booking and payment load (${engine})`, () => {
  it('after two SIGKILLs mid-load and an outage, the jobs drain and every invariant holds', async () => {
    const seed = Number(process.env.R9_SEED ?? Date.now() % 1_000_000);
    const random = seededRandom(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const pickPlan = (): Plan => {
      let r = random() * 100;
      for (const [plan, weight] of PLANS) {
        r -= weight;
        if (r < 0) return plan;
      }
      return 'pay';
    };

    // One database for every generation of the server.
    store = await createR9Database('sprout_r9');
    const { database } = store;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = async () => {
      const s = await startServerProcess(port, database);
      started.push(s);
      return s;
    };

    // Generation 1 migrates and seeds; the test reads and writes the same database beside it.
    let server = await start();
    const k = store.open();
    await k.kysely
      .updateTable('facilities')
      .set({ hold_minutes: HOLD_MINUTES })
      .where('id', '=', 1)
      .execute();
    const date = dayFromToday(2);
    const session = await k.kysely
      .insertInto('clinic_sessions')
      .values({
        doctor_id: DOCTOR_ID,
        facility_id: 1,
        date,
        period: 'pm',
        status: 'open',
        stop_reason: null,
        template_id: null,
        updated_by: null,
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['doctor_id', 'date', 'period']).doUpdateSet({ status: 'open' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const slotIds: number[] = [];
    for (let i = 0; i < SLOTS; i++) {
      const start = `19:${String(i * 5).padStart(2, '0')}`;
      const end = `19:${String(i * 5 + 5).padStart(2, '0')}`;
      const row = await k.kysely
        .insertInto('slots')
        .values({
          session_id: session.id,
          doctor_id: DOCTOR_ID,
          date,
          start_time: start,
          end_time: end,
          capacity: CAPACITY,
          booked: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      slotIds.push(row.id);
    }

    // Parents log in through the real SMS flow, each with a baby.
    const mobileStem = `137${String(process.pid % 10_000).padStart(4, '0')}`;
    const parents: Parent[] = [];
    for (let batch = 0; batch < PARENTS; batch += 10) {
      const made = await Promise.all(
        Array.from({ length: Math.min(10, PARENTS - batch) }, async (_, j) => {
          const i = batch + j;
          const mobile = `${mobileStem}${String(i).padStart(4, '0')}`;
          const ip = `10.99.${Math.floor(i / 200)}.${(i % 200) + 1}`;
          const sent = await callJson(base, 'POST', '/online/usercenter/sendSms', { ip, body: { mobile } });
          if (!sent.body.success) throw new Error(`sendSms: ${JSON.stringify(sent.body)}`);
          const outbox = await callJson<{ list: { code: string }[] }>(base, 'GET', '/dev/sms-outbox', {
            query: { mobile },
          });
          const code = outbox.body.data.list[0]?.code;
          const login = await callJson<{ token: string }>(base, 'POST', '/online/usercenter/userLogin', {
            ip,
            body: { mobile, code },
          });
          const token = login.body.data.token;
          const babyIds: number[] = [];
          for (let b = 0; b < BABIES; b++) {
            const baby = await callJson<{ babyId: number }>(base, 'POST', '/online/usercenter/addBabyInfo', {
              token,
              ip,
              body: {
                babyName: `重启${i}号${b}`,
                sex: b % 2 ? '男' : '女',
                birthday: '2022-03-03',
                guardianConsent: true,
              },
            });
            if (!baby.body.success) throw new Error(`addBabyInfo: ${JSON.stringify(baby.body)}`);
            babyIds.push(baby.body.data.babyId);
          }
          return { token, ip, babyIds };
        }),
      );
      parents.push(...made);
    }

    // The load: every parent books, then pays, cancels, abandons or stops half-way, again and again.
    let generation = 1;
    let up: Promise<void> = Promise.resolve();
    let stopLoad = false;
    const stats = {
      booked: [0, 0, 0, 0],
      full: 0,
      cut: [0, 0, 0, 0],
      charged: 0,
      cancelled: 0,
      serverErrors: [] as string[],
      unexpected: [] as string[],
    };
    const expectAnswer = (what: string, res: { status: number; body: { code: number; msg: string } }) => {
      if (res.status >= 500) stats.serverErrors.push(`${what}: ${res.status} ${res.body.msg}`);
      else if (res.body.code !== 200 && res.body.code !== 4009)
        stats.unexpected.push(`${what}: ${res.body.code} ${res.body.msg}`);
    };

    const pay = async (p: Parent, orderNo: string) => {
      const sign = await callJson<{ cashierUrl: string | null }>(base, 'GET', '/api/pay/v1/pay_sign_wx', {
        token: p.token,
        ip: p.ip,
        query: { orderNo },
      });
      expectAnswer('pay_sign_wx', sign);
      if (!sign.body.success || !sign.body.data.cashierUrl) return false;
      await sleep(random() * 150); // the payer looks at the cashier
      const location = await payOnCashier(base, sign.body.data.cashierUrl);
      if (location.includes('result=ok')) stats.charged++;
      return location.includes('result=ok');
    };
    const cancel = async (p: Parent, weId: number) => {
      const res = await callJson(base, 'POST', '/opordering/wechatapp/cancelAppointment', {
        token: p.token,
        ip: p.ip,
        body: { weId },
      });
      expectAnswer('cancelAppointment', res);
      if (res.body.success) stats.cancelled++;
    };

    const episode = async (p: Parent) => {
      const slotId = pick(slotIds);
      const gen = generation;
      const booked = await callJson<{ weId: number; orderNo: string | null }>(
        base,
        'POST',
        '/opordering/wechatapp/addAppointment',
        { token: p.token, ip: p.ip, body: { babyId: pick(p.babyIds), slotId, visitReason: '重启测试' } },
      );
      expectAnswer('addAppointment', booked);
      if (!booked.body.success) {
        stats.full++;
        return;
      }
      stats.booked[gen] = (stats.booked[gen] ?? 0) + 1;
      const { weId, orderNo } = booked.body.data;
      if (!orderNo) throw new Error('a paid doctor booked without an order');
      await sleep(random() * 100);
      switch (pickPlan()) {
        case 'pay':
          await pay(p, orderNo);
          break;
        case 'pay-then-cancel':
          // Cancelled at once (the notify still on its way: the order closes and the late payment is
          // refunded), or after the result page asked order_status (paid: the refund path).
          if ((await pay(p, orderNo)) && random() < 0.6)
            expectAnswer(
              'order_status',
              await callJson(base, 'GET', '/api/pay/v1/order_status', {
                token: p.token,
                ip: p.ip,
                query: { orderNo },
              }),
            );
          await cancel(p, weId);
          break;
        case 'pay-and-check':
          if (await pay(p, orderNo))
            expectAnswer(
              'order_status',
              await callJson(base, 'GET', '/api/pay/v1/order_status', {
                token: p.token,
                ip: p.ip,
                query: { orderNo },
              }),
            );
          break;
        case 'sign-only': {
          const sign = await callJson(base, 'GET', '/api/pay/v1/pay_sign_wx', {
            token: p.token,
            ip: p.ip,
            query: { orderNo },
          });
          expectAnswer('pay_sign_wx', sign);
          if (random() < 0.5)
            expectAnswer(
              'cancel_pay',
              await callJson(base, 'POST', '/api/pay/v1/cancel_pay', {
                token: p.token,
                ip: p.ip,
                body: { orderNo },
              }),
            );
          break;
        }
        case 'cancel-unpaid':
          await cancel(p, weId);
          break;
        case 'abandon':
          break;
      }
    };

    const runParent = async (p: Parent) => {
      while (!stopLoad) {
        await up;
        if (stopLoad) break;
        const gen = generation;
        try {
          await episode(p);
        } catch (err) {
          if (!(err instanceof NetworkError)) throw err;
          stats.cut[gen] = (stats.cut[gen] ?? 0) + 1; // killed mid-request: carry on once the server is back, as a parent would
          await sleep(50);
        }
        await sleep(200 + random() * 500); // a parent's pace
      }
    };

    // A failure inside a parent's loop (not a cut connection) is kept and rethrown below.
    // The kill waits (up to a second) for a background job to be running, so that some crashes
    // also leave a job behind its lease; requests are in flight at any moment of the load.
    let killedMidJob = 0;
    const killMidJob = async (s: ServerProcess) => {
      const until = Date.now() + 1000;
      while (Date.now() < until) {
        const running = await k.kysely
          .selectFrom('jobs')
          .select('id')
          .where('status', '=', 'running')
          .execute();
        if (running.length > 0) {
          killedMidJob++;
          break;
        }
        await sleep(2);
      }
      await killServer(s, 'SIGKILL');
    };

    const load = Promise.all(parents.map(runParent)).then(
      () => null,
      (err: unknown) => err,
    );
    try {
      // Crash 1 in the middle of the load, then an immediate restart on the same port and database.
      await sleep(PHASE_MS);
      // Parents go on while it is down (their calls are refused) and wait for the restart after that.
      await killMidJob(server);
      // Down for a moment before the restart begins: parents that come back from their pause now are
      // refused (counted as cut), as they would be by a real crash; a kill that happened to land
      // between every parent's requests would otherwise cut nothing and prove nothing.
      await sleep(DOWN_MS);
      let restarted!: () => void;
      up = new Promise((r) => {
        restarted = r;
      });
      generation = 2;
      server = await start();
      restarted();
      await sleep(PHASE_MS);

      // Crash 2, again mid-load; the parents stop, and the server stays down for a few minutes.
      await killMidJob(server);
      await sleep(DOWN_MS);
      stopLoad = true;
      const loadError = await load;
      if (loadError) throw loadError;
      console.log(`R9 ${engine} seed ${seed}: ${JSON.stringify(stats)}`);
      expect(stats.booked[1], 'bookings before the first kill').toBeGreaterThan(0);
      expect(stats.booked[2], 'bookings between the kills').toBeGreaterThan(0);
      expect(stats.cut[1], 'requests cut or refused by the first kill').toBeGreaterThan(0);
      expect(stats.cut[2], 'requests cut or refused by the second kill').toBeGreaterThan(0);
      console.log(
        `R9 ${engine} seed ${seed}: ${stats.booked[1]} + ${stats.booked[2]} bookings, ${stats.full} refused (4009), ` +
          `${stats.charged} charged, ${stats.cancelled} cancelled, ${stats.cut[1]} + ${stats.cut[2]} requests cut or refused by the kills`,
      );
      expect(stats.serverErrors).toEqual([]);
      expect(stats.unexpected).toEqual([]);

      await advanceClock(k, OUTAGE_MS);
      generation = 3;
      server = await start();

      // Let the third generation drain: holds expire, lost notifies are polled, refunds finish.
      const drainStarted = Date.now();
      let left = await unsettled(k);
      while (
        left.jobs.length + left.holds.length + left.orders.length + left.refunds.length > 0 &&
        Date.now() - drainStarted < DRAIN_MS
      ) {
        await sleep(250);
        left = await unsettled(k);
      }
      console.log(`R9 ${engine}: drained in ${Date.now() - drainStarted} ms`);
      expect(left).toEqual({ jobs: [], holds: [], orders: [], refunds: [] });

      expect(await invariantViolations(k)).toEqual([]);
      await expectCheckerToSeePlantedFaults(k);
      const money = await k.kysely
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      const rerun = await k.kysely
        .selectFrom('jobs')
        .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
        .where('attempts', '>', 1)
        .groupBy('kind')
        .execute();
      const polled = await k.kysely
        .selectFrom('payment_events')
        .select('id')
        .where('event_id', 'like', 'query:%')
        .where('outcome', '=', 'applied')
        .execute();
      console.log(
        `R9 ${engine}: orders by status ${JSON.stringify(money)}; ${polled.length} payments settled by a query; ` +
          `${killedMidJob} of 2 kills with a job running; jobs run again after a kill: ${JSON.stringify(rerun)}`,
      );
      expect(isAlive(server), `the third server is still up:\n${server.output()}`).toBe(true);
      await killServer(server, 'SIGTERM');
    } finally {
      stopLoad = true;
      for (const s of started) if (isAlive(s)) await killServer(s, 'SIGKILL');
      await load;
    }
  }, 150_000);
});
