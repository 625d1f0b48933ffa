// Clinic fees (issue 15): paying a bill over HTTP, on SQLite, one API process, 127.0.0.1.
//   N parents, each with a child whose clinic record a manager billed once. Each parent, 10 at a time:
//   the quote (feeOpenPay), the start (feeStart: one clinic_fee order through checkout, with a request
//   key), the channel parameters (pay_sign_wx) and the sandbox cashier's "pay"; the sandbox's notify then
//   settles the order through a job, which moves the bill to 已缴费. Figures: bills paid per second
//   (from the first quote to the last bill seen paid) and the p99 of one parent's four calls.
// Each parent is a member with 1,000 points (the manager's adjustment) and a claimed coupon (5.00 off
// the test), so every checkout weighs the member discount, the coupon and points, and takes the coupon
// and the points in the order's transaction; a quote without all three fails the run.
import { randomUUID } from 'node:crypto';
import { quantile } from './lib/load.mjs';
import { getJson, makeParents, postJson } from './lib/parents.mjs';
import { startSprout } from './lib/sprout.mjs';

export const FEE_BENCH = { bills: 200, concurrency: 10, settleTimeoutS: 60 };
const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: '100000000', TRUST_PROXY: '127.0.0.1' };
const MANAGER = { username: 'manager', password: 'Sprout-manager-2026' };

const prepare = async (base, count) => {
  const parents = await makeParents(base, count, { stem: '135' });
  const { token: manager } = await postJson(base, '/api/console/auth/login', MANAGER);
  await postJson(
    base,
    '/api/console/fees/items/save',
    { code: 'BENCH-LAB', name: '血常规', category: 'lab', unitPriceFen: 3500, enabled: true },
    manager,
  );
  const campaign = await postJson(
    base,
    '/api/console/coupons/campaign/save',
    {
      name: '压测检验券',
      kind: 'amount',
      valueFen: 500,
      thresholdFen: 0,
      serviceCodes: ['BENCH-LAB'],
      scopeText: '仅限血常规',
      stacksWithMemberDiscount: true,
      validMode: 'days',
      validDays: 30,
      claimFrom: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
      claimTo: new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10),
      perPersonLimit: 1,
      totalQuantity: count,
    },
    manager,
  );
  await postJson(
    base,
    '/api/console/coupons/campaign/state',
    { campaignId: campaign.campaignId, action: 'goLive' },
    manager,
  );
  for (const [i, p] of parents.entries()) {
    await postJson(
      base,
      '/opordering/wechatapp/memberCard/activate',
      { agreeNotice: true, noticeVersion: '2026-11' },
      p.token,
      p.ip,
    );
    const { member } = await getJson(base, '/api/console/members/find', { mobile: p.mobile }, manager);
    await postJson(
      base,
      '/api/console/members/points/adjust',
      {
        userId: member.userId,
        points: 1000,
        reason: '压测赠送',
        requestKey: `bench-points-${process.pid}-${i}`,
      },
      manager,
    );
    await postJson(
      base,
      '/opordering/wechatapp/couponClaim',
      { distributionCouponsId: campaign.campaignId, requestKey: `bench-claim-${process.pid}-${i}` },
      p.token,
      p.ip,
    );
    const { pid } = await postJson(
      base,
      '/opordering/wechatapp/addBindRecordBaby',
      { babyId: p.babyId },
      p.token,
      p.ip,
    );
    const bill = await postJson(
      base,
      '/api/console/fees/bills/create',
      { requestKey: randomUUID(), pid, lines: [{ itemCode: 'BENCH-LAB', quantity: 1 }] },
      manager,
    );
    p.billId = bill.billId;
  }
  return parents;
};

/** One parent pays their bill: quote, start, sign, cashier. Returns the order number. */
const payOne = async (base, p, i) => {
  const wishes = { billIds: [p.billId] };
  const quote = await postJson(base, '/opordering/wechatapp/feeOpenPay', wishes, p.token, p.ip);
  const kinds = new Set(quote.adjustments.map((a) => a.kind));
  for (const kind of ['member', 'coupon', 'points'])
    if (!kinds.has(kind))
      throw new Error(`the quote has no ${kind} discount: ${JSON.stringify(quote.adjustments)}`);
  const started = await postJson(
    base,
    '/opordering/wechatapp/feeStart',
    { ...wishes, requestKey: `bench-fee-${process.pid}-${i}` },
    p.token,
    p.ip,
  );
  const sign = await getJson(base, '/api/pay/v1/pay_sign_wx', { orderNo: started.orderNo }, p.token, p.ip);
  const cashier = new URL(sign.cashierUrl, base);
  const form = new URLSearchParams({
    orderNo: cashier.searchParams.get('orderNo') ?? '',
    channel: cashier.searchParams.get('channel') ?? '',
    returnUrl: cashier.searchParams.get('returnUrl') ?? '',
    decision: 'pay',
  });
  const res = await fetch(new URL('/dev/pay/cashier', base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  if (res.status !== 302) throw new Error(`cashier answered ${res.status}`);
  return started.orderNo;
};

const allPaid = async (base, parents) => {
  for (const p of parents) {
    const { list } = await getJson(base, '/opordering/wechatapp/feePayList', {}, p.token, p.ip);
    if (!list.some((b) => b.billId === p.billId && b.status === 'paid')) return false;
  }
  return true;
};

/** The row's figures; `track(server)` lets the caller stop the server on a watchdog. */
export const benchFees = async ({ track = () => {}, log = console.log, bills = FEE_BENCH.bills } = {}) => {
  const server = await startSprout({ env: SERVER_ENV });
  track(server);
  try {
    log(`FEE: server ${server.url} pid ${server.pid} (SQLite); ${bills} parents, one bill each`);
    const parents = await prepare(server.url, bills);
    const latencies = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < parents.length) {
        const i = next++;
        const t0 = performance.now();
        await payOne(server.url, parents[i], i);
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: FEE_BENCH.concurrency }, worker));
    const deadline = Date.now() + FEE_BENCH.settleTimeoutS * 1000;
    while (!(await allPaid(server.url, parents))) {
      if (Date.now() > deadline) throw new Error(`bills not all paid within ${FEE_BENCH.settleTimeoutS} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const seconds = (performance.now() - started) / 1000;
    const sorted = Float64Array.from(latencies).sort();
    return {
      bills,
      concurrency: FEE_BENCH.concurrency,
      seconds,
      billsPerS: bills / seconds,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
    };
  } finally {
    await server.stop();
  }
};
