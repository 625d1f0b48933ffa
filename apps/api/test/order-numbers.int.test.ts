import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, newOrderNo } from '../src/modules/orders/orders.repository.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';
import { inTransaction } from '../src/db/database.ts';

/**
 * Order numbers are SP + the second + 6 random digits, so two orders of the same second can draw the
 * same number (the booking benchmark met it at a few hundred bookings a second: a 500 for the parent).
 * A clash draws again, inside the caller's transaction, on both databases.
 */
let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  userId = (
    await t.ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13800000000')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const order = (subjectId: number) => ({
  userId,
  kind: 'registration',
  subjectId,
  title: '挂号费',
  amountFen: 3000,
  expiresAt: new Date(Date.now() + 15 * 60_000),
});

describe('order numbers', () => {
  it('a number already taken is drawn again, and the transaction goes on', async () => {
    const now = new Date();
    const first = await createOrder(t.ctx.db, order(1), now);
    const draws = [first.order_no, first.order_no, newOrderNo(now)];
    const [second, after] = await inTransaction(t.ctx.db, async (trx) => {
      const made = await createOrder(trx, order(2), now, () => draws.shift() ?? newOrderNo(now));
      // A failed insert would have aborted a PostgreSQL transaction; this one still answers.
      const count = await trx.kysely
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return [made, Number(count.n)] as const;
    });
    expect(draws).toHaveLength(0);
    expect(second.order_no).not.toBe(first.order_no);
    expect(second.order_no).toMatch(/^SP\d{20}$/);
    expect(second.subject_id).toBe(2);
    expect(after).toBeGreaterThanOrEqual(2);
  });

  it('gives up with an error (not a duplicate) when every draw is taken', async () => {
    const taken = await createOrder(t.ctx.db, order(3));
    await expect(createOrder(t.ctx.db, order(4), new Date(), () => taken.order_no)).rejects.toThrow(
      'no free order number',
    );
  });

  it('1,500 orders in the same second all get distinct numbers', async () => {
    const now = new Date();
    const made = await Promise.all(
      Array.from({ length: 1500 }, (_, i) => createOrder(t.ctx.db, order(100 + i), now)),
    );
    expect(new Set(made.map((o) => o.order_no)).size).toBe(1500);
  });
});
