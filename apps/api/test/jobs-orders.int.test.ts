import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueJobs, enqueueJob, cancelJob } from '../src/modules/jobs/jobs.repository.ts';
import { closeUnpaidOrder } from '../src/modules/orders/orders.service.ts';
import { inTransaction } from '../src/db/database.ts';
import { createOrder, transitionOrder } from '../src/modules/orders/orders.repository.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let userId: number;
const closedSubjects: number[] = [];
beforeAll(async () => {
  t = await startTestApp();
  userId = (await t.loginParent()).userId;
  t.ctx.orderKinds.register('test-kind', {
    onPaid: async () => {},
    onClosed: async (_trx, order) => {
      closedSubjects.push(order.subject_id);
    },
    onRefunded: async () => {},
  });
});
afterAll(() => t.close());

const db = () => t.ctx.db;

describe('durable jobs', () => {
  it('two workers claiming at once never get the same job', async () => {
    for (let i = 0; i < 40; i++)
      await enqueueJob(db(), { kind: 'noop', payload: { i }, runAt: new Date(Date.now() - 1000) });
    const [a, b] = await Promise.all([
      claimDueJobs(db(), 'worker-a', 25, 60_000),
      claimDueJobs(db(), 'worker-b', 25, 60_000),
    ]);
    const ids = [...a, ...b].map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(40);
  });

  it('runs a due job once, retries a failing one later, and skips cancelled and future ones', async () => {
    const seen: string[] = [];
    t.ctx.jobHandlers.register('noop', async () => {});
    t.ctx.jobHandlers.register('record', async (_ctx, payload) => {
      seen.push(String(payload.name));
      if (payload.name === 'flaky' && seen.filter((n) => n === 'flaky').length === 1)
        throw new Error('first try fails');
    });
    const past = new Date(Date.now() - 1000);
    await enqueueJob(db(), { kind: 'record', payload: { name: 'once' }, runAt: past, dedupeKey: 'once' });
    await enqueueJob(db(), { kind: 'record', payload: { name: 'once' }, runAt: past, dedupeKey: 'once' }); // deduplicated
    await enqueueJob(db(), { kind: 'record', payload: { name: 'flaky' }, runAt: past });
    await enqueueJob(db(), { kind: 'record', payload: { name: 'cancelled' }, runAt: past, dedupeKey: 'c1' });
    await cancelJob(db(), 'c1');
    await enqueueJob(db(), {
      kind: 'record',
      payload: { name: 'future' },
      runAt: new Date(Date.now() + 3_600_000),
    });
    await t.runJobs();
    expect(seen.sort()).toEqual(['flaky', 'once']);
    const later = new Date(Date.now() + 10 * 60_000); // the retry is due after its back-off
    while ((await t.runJobs(later)) > 0);
    expect(seen.filter((n) => n === 'flaky')).toHaveLength(2);
    expect(seen).not.toContain('cancelled');
    expect(seen).not.toContain('future');
  });

  it('takes back a job whose worker died after its lease ran out', async () => {
    await enqueueJob(db(), {
      kind: 'noop',
      payload: {},
      runAt: new Date(Date.now() - 1000),
      dedupeKey: 'lease',
    });
    const [claimed] = await claimDueJobs(db(), 'dead-worker', 50, 1000);
    expect(claimed).toBeDefined();
    expect(await claimDueJobs(db(), 'other', 50, 1000)).toHaveLength(0);
    const later = await claimDueJobs(db(), 'other', 50, 1000, new Date(Date.now() + 5000));
    expect(later.map((j) => j.dedupe_key)).toContain('lease');
  });
});

describe('orders', () => {
  it('a transition happens once however often it is asked', async () => {
    const order = await createOrder(db(), {
      userId,
      kind: 'test-kind',
      subjectId: 7,
      title: '挂号费',
      amountFen: 5000,
      expiresAt: new Date(Date.now() + 900_000),
    });
    expect(order.order_no).toMatch(/^SP\d{20}$/);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        inTransaction(db(), (trx) =>
          transitionOrder(trx, order.id, 'paid', { paid_at: new Date().toISOString() }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await inTransaction(db(), (trx) => transitionOrder(trx, order.id, 'closed'))).toBeUndefined();
  });

  it('closing runs the kind hook once and never closes a paid order', async () => {
    const order = await createOrder(db(), {
      userId,
      kind: 'test-kind',
      subjectId: 8,
      title: '挂号费',
      amountFen: 5000,
      expiresAt: new Date(),
    });
    const closed = await Promise.all(
      [1, 2, 3].map(() => inTransaction(db(), (trx) => closeUnpaidOrder(t.ctx, trx, order.id))),
    );
    expect(closed.filter(Boolean)).toHaveLength(1);
    expect(closedSubjects.filter((s) => s === 8)).toHaveLength(1);
  });

  it('refuses a negative amount in the database itself', async () => {
    await expect(
      createOrder(db(), {
        userId,
        kind: 'test-kind',
        subjectId: 9,
        title: 'x',
        amountFen: -1,
        expiresAt: new Date(),
      }),
    ).rejects.toThrow();
  });
});
