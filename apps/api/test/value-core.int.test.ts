import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteCheckout } from '../src/modules/checkout/checkout.service.ts';
import { KEY_REUSED, oncePerKey } from '../src/modules/value/once-per-key.service.ts';
import { AppError } from '../src/http/app-error.ts';
import { startTestApp, type TestApp } from './harness.ts';

// The shared value core of issue 15: a request key acts once (R16), and a checkout gives back once.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const counted = z.object({ n: z.number() });

describe('oncePerKey (R16)', () => {
  it('acts once for a key: a replay answers the first result, even when sent 20 times at once', async () => {
    let acts = 0;
    const send = () =>
      oncePerKey(
        t.ctx.db,
        { caller: 'parent:1', scope: 'test.count', key: 'key-aaaa-0001', body: { a: 1, b: [2] } },
        counted,
        async () => {
          acts += 1;
          return { n: acts };
        },
      );
    const answers = await Promise.all(Array.from({ length: 20 }, send));
    expect(acts).toBe(1);
    expect(answers.map((a) => a.n)).toEqual(Array(20).fill(1));
    // The same details in another key order are the same request.
    const again = await oncePerKey(
      t.ctx.db,
      { caller: 'parent:1', scope: 'test.count', key: 'key-aaaa-0001', body: { b: [2], a: 1 } },
      counted,
      async () => ({ n: 99 }),
    );
    expect(again).toEqual({ n: 1 });
  });

  it('refuses the same key with other details with 4009, and keeps keys of other callers and scopes apart', async () => {
    const req = { caller: 'parent:2', scope: 'test.count', key: 'key-bbbb-0001', body: { amount: 100 } };
    await oncePerKey(t.ctx.db, req, counted, async () => ({ n: 1 }));
    const other = oncePerKey(t.ctx.db, { ...req, body: { amount: 200 } }, counted, async () => ({ n: 2 }));
    await expect(other).rejects.toMatchObject({ code: 4009, message: KEY_REUSED });
    expect(
      await oncePerKey(t.ctx.db, { ...req, caller: 'parent:3' }, counted, async () => ({ n: 3 })),
    ).toEqual({ n: 3 });
    expect(
      await oncePerKey(t.ctx.db, { ...req, scope: 'test.other' }, counted, async () => ({ n: 4 })),
    ).toEqual({ n: 4 });
  });

  it('stores nothing when the act is refused, so the client may retry with the same key', async () => {
    const req = { caller: 'parent:4', scope: 'test.count', key: 'key-cccc-0001', body: {} };
    await expect(
      oncePerKey(t.ctx.db, req, counted, async () => {
        throw new AppError(4009, '积分不足');
      }),
    ).rejects.toMatchObject({ code: 4009 });
    expect(await oncePerKey(t.ctx.db, req, counted, async () => ({ n: 5 }))).toEqual({ n: 5 });
  });
});

describe('checkout with no value sources registered', () => {
  it('quotes the whole price with no discounts', async () => {
    const q = await quoteCheckout(
      t.ctx,
      t.ctx.db,
      { userId: 1 },
      [{ lineId: 'a', serviceCode: 'EXAM', category: 'exam', amountFen: 12_345, babyId: null }],
      { usePackageCards: true, usePoints: true, coupon: 'best' },
    );
    expect(q.totalFen).toBe(12_345);
    expect(q.payFen).toBe(12_345);
    expect(q.adjustments).toEqual([]);
  });
});
