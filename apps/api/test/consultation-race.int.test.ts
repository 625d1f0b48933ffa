import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBaby } from './booking-fixtures.ts';
import { askPaid, C, inquiryRow, K, refundsOf, saveService } from './consultation-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/**
 * A parent's cancel racing the doctor's accept, sent in parallel (on PostgreSQL the two transactions
 * really overlap): exactly one wins, every time. A won cancel is refunded once; a won accept refunds
 * nothing. Each round is a fresh paid inquiry.
 */
const ROUNDS = 12;
let t: TestApp;
let doctor: string;
let parent: { token: string };
let babyId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  await saveService(t, await t.loginStaff('manager', 'Sprout-manager-2026'), { doctorId: 1, priceFen: 3990 });
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  parent = await loginParentFresh(t);
  babyId = await addBaby(t, parent.token, '竞速宝');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

describe('cancel racing accept', () => {
  it(`exactly one of the two wins in each of ${ROUNDS} rounds`, async () => {
    const winners = { cancel: 0, accept: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const inquiryId = await askPaid(t, parent.token, babyId, 1);
      const calls = [
        t.call('POST', `${C}/inquiryCancel`, { token: parent.token, body: { inquiryId } }),
        t.call('POST', `${K}/inquiry/accept`, { token: doctor, body: { inquiryId } }),
      ];
      // Alternate which request leaves first, so both orders are tried.
      const [cancel, accept] =
        round % 2 === 0 ? await Promise.all(calls) : (await Promise.all([...calls].reverse())).reverse();
      expect([cancel?.body.success, accept?.body.success].filter(Boolean), `round ${round}`).toHaveLength(1);
      const loser = cancel?.body.success ? accept : cancel;
      expect(loser?.body.code).toBe(4009);
      const row = await inquiryRow(t, inquiryId);
      const refunds = await refundsOf(t, inquiryId);
      if (cancel?.body.success) {
        winners.cancel++;
        expect(row.status).toBe('refunded');
        expect(row.accepted_at).toBeNull();
        expect(refunds.map((r) => r.amount_fen)).toEqual([3990]);
      } else {
        winners.accept++;
        expect(row.status).toBe('inProgress');
        expect(refunds).toHaveLength(0);
      }
    }
    expect(winners.cancel + winners.accept).toBe(ROUNDS);
  });
});
