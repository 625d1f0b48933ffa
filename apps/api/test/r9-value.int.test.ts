import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { leaksInRun } from './harness.ts';
import {
  createR9Database,
  r9Engine,
  advanceClock,
  callJson,
  freePort,
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
 * Quality bar R9 for issue 15's ledgers: members pay clinic bills with a coupon and points while the
 * server process is killed with SIGKILL twice and started again on the same database; a parent whose
 * request was cut sends it again with the same request key, as the apps do. After an outage the
 * orders left unpaid expire and the jobs drain; then every balance equals its entries, no balance is
 * negative, no coupon serves two orders, every bill agrees with its order, and the server's own
 * reconciliation finds no difference. SQLite, or PostgreSQL when TEST_DATABASE_URL is set.
 */
const engine = r9Engine;
const PARENTS = 12;
const BILLS = 10; // per parent
const OUTAGE_MS = 20 * 60_000; // longer than an unpaid fee order lives (15 minutes)
const DRAIN_MS = 45_000;

const started: ServerProcess[] = [];
let store: Awaited<ReturnType<typeof createR9Database>> | null = null;

afterAll(async () => {
  for (const s of started) if (isAlive(s)) await killServer(s, 'SIGKILL');
  await store?.remove();
  expect(leaksInRun()).toEqual([]);
});

interface Parent {
  token: string;
  ip: string;
  billIds: number[];
}

/** Calls until the server answers (a cut connection waits for the restart), always with `body` as given. */
const until = async <T>(call: () => Promise<T>, up: () => Promise<void>, cut: () => void): Promise<T> => {
  for (let i = 0; i < 200; i++) {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
      cut();
      await up();
      await sleep(100);
    }
  }
  throw new Error('the server never answered');
};

describe(`R9 restart under a paying load with coupons and points (${engine})`, () => {
  it('after two SIGKILLs mid-payment the ledgers, coupons and bills add up and reconciliation finds nothing', async () => {
    const seed = Number(process.env.R9_SEED ?? Date.now() % 1_000_000);
    const random = seededRandom(seed);
    store = await createR9Database('sprout_r9v');
    const { database } = store;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = async () => {
      const s = await startServerProcess(port, database);
      started.push(s);
      return s;
    };
    let server = await start();
    const k = store.open();
    const ok = async <T>(what: string, answer: Promise<{ body: { success: boolean; data: T } }>) => {
      const a = await answer;
      if (!a.body.success) throw new Error(`${what}: ${JSON.stringify(a.body)}`);
      return a.body.data;
    };

    // The clinic: a fee item, a coupon for it (10 yuan off, one per parent).
    const manager = (
      await ok(
        'login',
        callJson<{ token: string }>(base, 'POST', '/api/console/auth/login', {
          body: { username: 'manager', password: 'Sprout-manager-2026' },
        }),
      )
    ).token;
    await ok(
      'item',
      callJson(base, 'POST', '/api/console/fees/items/save', {
        token: manager,
        body: { code: 'R9-LAB', name: '血常规', category: 'lab', unitPriceFen: 5_000, enabled: true },
      }),
    );
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const campaign = await ok(
      'campaign',
      callJson<{ campaignId: number }>(base, 'POST', '/api/console/coupons/campaign/save', {
        token: manager,
        body: {
          name: '重启检验券',
          kind: 'amount',
          valueFen: 1_000,
          thresholdFen: 0,
          serviceCodes: ['R9-LAB'],
          scopeText: '仅限血常规',
          stacksWithMemberDiscount: true,
          validMode: 'days',
          validDays: 30,
          claimFrom: today,
          claimTo: today,
          perPersonLimit: 1,
          totalQuantity: PARENTS,
        },
      }),
    );
    await ok(
      'goLive',
      callJson(base, 'POST', '/api/console/coupons/campaign/state', {
        token: manager,
        body: { campaignId: campaign.campaignId, action: 'goLive' },
      }),
    );

    // Members, each with a child's record, 1,500 points, the coupon and five bills.
    const stem = `138${String(process.pid % 10_000).padStart(4, '0')}`;
    const parents: Parent[] = [];
    for (let i = 0; i < PARENTS; i++) {
      const mobile = `${stem}${String(i).padStart(4, '0')}`;
      const ip = `10.98.0.${i + 1}`;
      await ok('sendSms', callJson(base, 'POST', '/online/usercenter/sendSms', { ip, body: { mobile } }));
      const outbox = await ok(
        'outbox',
        callJson<{ list: { code: string }[] }>(base, 'GET', '/dev/sms-outbox', { query: { mobile } }),
      );
      const login = await ok(
        'login',
        callJson<{ token: string; userId: number }>(base, 'POST', '/online/usercenter/userLogin', {
          ip,
          body: { mobile, code: outbox.list[0]?.code },
        }),
      );
      const token = login.token;
      const baby = await ok(
        'baby',
        callJson<{ babyId: number }>(base, 'POST', '/online/usercenter/addBabyInfo', {
          token,
          ip,
          body: { babyName: `重启${i}`, sex: '女', birthday: '2022-03-03', guardianConsent: true },
        }),
      );
      const { pid } = await ok(
        'record',
        callJson<{ pid: string }>(base, 'POST', '/opordering/wechatapp/addBindRecordBaby', {
          token,
          ip,
          body: { babyId: baby.babyId },
        }),
      );
      await ok(
        'activate',
        callJson(base, 'POST', '/opordering/wechatapp/memberCard/activate', {
          token,
          ip,
          body: { agreeNotice: true, noticeVersion: '2026-11' },
        }),
      );
      await ok(
        'adjust',
        callJson(base, 'POST', '/api/console/members/points/adjust', {
          token: manager,
          body: { userId: login.userId, points: 1_500, reason: '重启测试', requestKey: randomUUID() },
        }),
      );
      await ok(
        'claim',
        callJson(base, 'POST', '/opordering/wechatapp/couponClaim', {
          token,
          ip,
          body: { distributionCouponsId: campaign.campaignId, requestKey: randomUUID() },
        }),
      );
      const billIds: number[] = [];
      for (let b = 0; b < BILLS; b++)
        billIds.push(
          (
            await ok(
              'bill',
              callJson<{ billId: number }>(base, 'POST', '/api/console/fees/bills/create', {
                token: manager,
                body: {
                  requestKey: randomUUID(),
                  pid,
                  lines: [{ itemCode: 'R9-LAB', quantity: 1 + (b % 2) }],
                },
              }),
            )
          ).billId,
        );
      parents.push({ token, ip, billIds });
    }

    // The load: each parent pays its bills one by one (or walks away from the cashier), resending a
    // cut request with the same key; the server is killed twice under it.
    let up: Promise<void> = Promise.resolve();
    let stopLoad = false;
    const stats = { started: 0, paid: 0, abandoned: 0, replays: 0, cut: 0, serverErrors: [] as string[] };
    const payBills = async (p: Parent) => {
      for (const billId of p.billIds) {
        if (stopLoad) return;
        const requestKey = randomUUID();
        let sends = 0;
        const startedOrder = await until(
          async () => {
            sends++;
            return callJson<{ orderNo: string; payFen: number; settled: boolean }>(
              base,
              'POST',
              '/opordering/wechatapp/feeStart',
              { token: p.token, ip: p.ip, body: { billIds: [billId], requestKey } },
            );
          },
          () => up,
          () => {
            stats.cut++;
          },
        );
        if (sends > 1) stats.replays++;
        if (startedOrder.status >= 500) stats.serverErrors.push(`feeStart ${startedOrder.body.msg}`);
        if (!startedOrder.body.success) continue;
        stats.started++;
        if (startedOrder.body.data.settled) continue;
        if (random() < 0.3) {
          stats.abandoned++;
          continue;
        }
        try {
          const sign = await callJson<{ cashierUrl: string | null }>(base, 'GET', '/api/pay/v1/pay_sign_wx', {
            token: p.token,
            ip: p.ip,
            query: { orderNo: startedOrder.body.data.orderNo },
          });
          if (sign.body.success && sign.body.data.cashierUrl) {
            const location = await payOnCashier(base, sign.body.data.cashierUrl);
            if (location.includes('result=ok')) stats.paid++;
          }
        } catch (err) {
          if (!(err instanceof NetworkError)) throw err;
          stats.cut++;
          await up;
        }
        await sleep(100 + random() * 300);
      }
    };
    const load = Promise.all(parents.map(payBills)).then(
      () => null,
      (err: unknown) => err,
    );
    try {
      // Each kill comes when a share of the bills has been started, so both land mid-load on any machine.
      for (const share of [0.25, 0.6]) {
        const mark = Math.floor(PARENTS * BILLS * share);
        while (stats.started < mark) await sleep(5);
        await sleep(random() * 100);
        await killServer(server, 'SIGKILL');
        let restarted!: () => void;
        up = new Promise((r) => {
          restarted = r;
        });
        server = await start();
        restarted();
      }
      const loadError = await load;
      if (loadError) throw loadError;
      stopLoad = true;
      console.log(`R9 value ${engine} seed ${seed}: ${JSON.stringify(stats)}`);
      expect(stats.serverErrors).toEqual([]);
      expect(stats.paid).toBeGreaterThan(0);
      expect(stats.cut, 'requests cut or refused by the kills').toBeGreaterThan(0);

      // An outage longer than an unpaid order lives, then a server that drains what is left.
      await killServer(server, 'SIGKILL');
      await advanceClock(k, OUTAGE_MS);
      server = await start();
      const drainStarted = Date.now();
      let left = await unsettled(k);
      while (
        left.jobs.length + left.orders.length + left.refunds.length > 0 &&
        Date.now() - drainStarted < DRAIN_MS
      ) {
        await sleep(250);
        left = await unsettled(k);
      }
      expect({ jobs: left.jobs, orders: left.orders, refunds: left.refunds }).toEqual({
        jobs: [],
        orders: [],
        refunds: [],
      });

      // Every bill agrees with its order.
      const bills = await k.kysely
        .selectFrom('bills')
        .leftJoin('orders', 'orders.id', 'bills.order_id')
        .select(['bills.id', 'bills.status as bill', 'orders.status as order'])
        .execute();
      const disagreeing = bills.filter(
        (b) => !(b.bill === 'paid' ? b.order === 'paid' : b.bill === 'unpaid' && b.order !== 'paid'),
      );
      expect(disagreeing).toEqual([]);
      // At least every payment the cashier confirmed (one whose answer a kill cut may have gone through too).
      expect(bills.filter((b) => b.bill === 'paid').length).toBeGreaterThanOrEqual(stats.paid);
      // No coupon serves an order that did not pay, and none serves two.
      const coupons = await k.kysely
        .selectFrom('coupons')
        .leftJoin('orders', 'orders.id', 'coupons.used_order_id')
        .select(['coupons.id', 'coupons.used_order_id', 'orders.status'])
        .execute();
      expect(coupons.filter((c) => c.used_order_id !== null && c.status !== 'paid')).toEqual([]);
      // Points: no negative balance; a closed order's spend came back, a paid one's earn is there.
      const entries = await k.kysely
        .selectFrom('points_entries')
        .select(['user_id', 'points', 'ref'])
        .execute();
      const balances = new Map<number, number>();
      for (const e of entries) balances.set(e.user_id, (balances.get(e.user_id) ?? 0) + e.points);
      expect([...balances.values()].filter((b) => b < 0)).toEqual([]);
      const orders = await k.kysely
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('kind', '=', 'clinic_fee')
        .execute();
      for (const o of orders) {
        const own = entries.filter((e) => e.ref.startsWith(`order:${o.id}:`));
        if (o.status === 'closed')
          expect(
            own.reduce((s, e) => s + e.points, 0),
            `order ${o.id}`,
          ).toBe(0);
      }
      expect(orders.some((o) => o.status === 'closed')).toBe(true);
      // And the server's own nightly proof.
      const run = await ok(
        'runNow',
        callJson<{ differenceCount: number; differences: unknown[] }>(
          base,
          'POST',
          '/api/console/reconciliation/runNow',
          { token: manager, body: {} },
        ),
      );
      expect(run.differences).toEqual([]);
      expect(isAlive(server)).toBe(true);
      await killServer(server, 'SIGTERM');
    } finally {
      stopLoad = true;
      for (const s of started) if (isAlive(s)) await killServer(s, 'SIGKILL');
      await load;
    }
  }, 150_000);
});
