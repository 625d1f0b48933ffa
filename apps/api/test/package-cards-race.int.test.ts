import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageCardDifferences } from '../src/modules/package-cards/package-cards-reconcile.ts';
import { billByHand, family, freshKey, managerOf, payInSandbox, startPay } from './fees-support.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';
import { buy, examOnSaleWithCards, ok, PC, saveProduct, servicesLeft } from './package-cards-support.ts';

/**
 * Issue 22, found from outside on PostgreSQL: a package-card refund racing checkouts that use the card
 * deadlocked (the refund held the card FOR UPDATE and wanted the service row; a checkout held the
 * service row and its new use's foreign key wanted a key-share lock on the card). Every answer must be
 * a result or a clean refusal, never a 5000, and the uses must add up. On SQLite (one writer) the race
 * runs too, serialised.
 */
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await managerOf(t);
  await examOnSaleWithCards(t, manager);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

describe('a package-card refund racing checkouts that use the card', () => {
  it('answers each call with a result or a clean refusal, and the uses add up', async () => {
    const productId = await saveProduct(t, manager, {
      services: [{ serviceCode: 'EXAM', serviceName: '儿保体检', uses: 6 }],
    });
    for (let round = 0; round < 3; round++) {
      const f = await family(t, `赛跑${round}`);
      const card = ok(await buy(t, f.token, productId, f.babyId));
      await payInSandbox(t, f.token, card.orderNo);
      const bills = [];
      for (let i = 0; i < 5; i++)
        bills.push(await billByHand(t, manager, f.pid, [{ itemCode: 'EXAM', quantity: 1 }]));
      const answers = await Promise.all([
        ...bills.map((b) => startPay(t, f.token, [b.billId])),
        t.call('POST', `${PC}/card/refund`, {
          token: manager,
          body: { cardId: card.cardId, reason: '家长要求退卡', requestKey: freshKey() },
        }),
      ]);
      for (const a of answers) {
        expect(a.status, a.raw).toBe(200);
        expect([200, 4009], a.raw).toContain(a.body.code);
      }
      const left = (await servicesLeft(t, card.cardId)).EXAM ?? -1;
      const used = answers.slice(0, 5).filter((a) => a.body.success).length;
      // Refunded: no uses left; not (lost the race to no checkout): six less what was used.
      expect([0, 6 - used]).toContain(left);
      expect(await packageCardDifferences(t.ctx.db)).toEqual([]);
    }
  });
});
