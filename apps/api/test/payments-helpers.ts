import type { SandboxPayments } from '../src/providers/payments/sandbox-payments.ts';
import type { OrderRow } from '../src/db/schema.ts';
import { createOrder } from '../src/modules/orders/orders.repository.ts';
import type { TestApp } from './harness.ts';

/** The payments tests' own order kind: its hooks count calls, so "once" can be asserted. */
export const KIND = 'payments-test';
export const hookCalls = { paid: [] as string[], closed: [] as string[], refunded: [] as string[] };
/** Registers the test kind on an app; call once after startTestApp. */
export const registerTestKind = (t: TestApp): void =>
  t.ctx.orderKinds.register(KIND, {
    onPaid: async (_trx, o) => {
      hookCalls.paid.push(o.order_no);
    },
    onClosed: async (_trx, o) => {
      hookCalls.closed.push(o.order_no);
    },
    onRefunded: async (_trx, o) => {
      hookCalls.refunded.push(o.order_no);
    },
  });

export const count = (list: string[], orderNo: string) => list.filter((n) => n === orderNo).length;

export const newOrder = (t: TestApp, userId: number, amountFen = 2500, minutes = 15): Promise<OrderRow> =>
  createOrder(t.ctx.db, {
    userId,
    kind: KIND,
    subjectId: 1,
    title: '挂号费 林晓岚 儿科',
    amountFen,
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });

export const orderRow = (t: TestApp, orderNo: string) =>
  t.ctx.db.kysely.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

/** Runs every due job at `at` until none is left (notifies, polls, refunds). */
export const drainJobs = async (t: TestApp, at = new Date(Date.now() + 5_000)) => {
  for (let i = 0; i < 100; i++) if ((await t.runJobs(at)) === 0) return;
  throw new Error('jobs did not drain');
};

/** Opens the sandbox cashier as a browser would and presses a button; returns the redirect target. */
export const pressCashier = async (t: TestApp, cashierUrl: string, decision: 'pay' | 'cancel') => {
  const page = await t.app.inject({ method: 'GET', url: cashierUrl });
  const url = new URL(cashierUrl, 'http://local');
  const form = new URLSearchParams({
    orderNo: url.searchParams.get('orderNo') ?? '',
    channel: url.searchParams.get('channel') ?? '',
    returnUrl: url.searchParams.get('returnUrl') ?? '',
    decision,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/dev/pay/cashier',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return { page, status: res.statusCode, location: String(res.headers.location ?? '') };
};

/** The embedded payment sandbox the test app runs on (its cashier decisions and refund failures). */
export const sandboxOf = (t: TestApp): SandboxPayments => {
  if (!t.ctx.paymentSandbox) throw new Error('the test app is not on the payment sandbox');
  return t.ctx.paymentSandbox;
};
