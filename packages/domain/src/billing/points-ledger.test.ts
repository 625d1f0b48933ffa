import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTakePoints,
  earnedPoints,
  expiryDue,
  livePoolLots,
  lotsTaken,
  type PointsEntry,
  pointsBalance,
  pointsLots,
  pointsValidUntil,
  usablePoints,
} from './points-ledger.ts';

let id = 0;
const entry = (
  kind: PointsEntry['kind'],
  points: number,
  on: string,
  expiresOn: string | null = null,
): PointsEntry => ({
  entryId: ++id,
  kind,
  points,
  on,
  expiresOn,
});

describe('points ledger', () => {
  it('a spend takes from the lot that expires first, so expiry takes the rest of the later one', () => {
    const ledger = [
      entry('earn', 100, '2026-01-10', '2026-12-31'),
      entry('earn', 50, '2026-02-10', '2026-06-30'),
      entry('spend', -80, '2026-03-01'),
    ];
    expect(pointsLots(ledger).map((l) => [l.left, l.expiresOn])).toEqual([[70, '2026-12-31']]);
    expect(expiryDue(ledger, '2027-01-01')).toEqual([{ lotEntryId: ledger[0]?.entryId, points: -70 }]);
    expect(expiryDue(ledger, '2026-12-31')).toEqual([]);
  });

  it('expired points cannot be spent, though they count until the expiry entry is written', () => {
    const ledger = [entry('earn', 100, '2026-01-10', '2026-06-30'), entry('adjust', 20, '2026-02-01')];
    expect(pointsBalance(ledger)).toBe(120);
    expect(usablePoints(ledger, '2026-07-01')).toBe(20);
    expect(canTakePoints(ledger, 21, '2026-07-01')).toBe(false);
    expect(canTakePoints(ledger, 20, '2026-07-01')).toBe(true);
    const afterJob = [...ledger, entry('expire', -100, '2026-07-01')];
    expect(pointsBalance(afterJob)).toBe(20);
    expect(expiryDue(afterJob, '2026-07-02')).toEqual([]);
  });

  it('refuses a ledger that ever takes more than it holds, and half or zero points', () => {
    expect(() => pointsLots([entry('earn', 10, '2026-01-01'), entry('spend', -11, '2026-01-02')])).toThrow(
      RangeError,
    );
    expect(() =>
      pointsLots([entry('earn', 10, '2026-01-01', '2026-01-31'), entry('spend', -5, '2026-02-01')]),
    ).toThrow(RangeError);
    expect(() => pointsLots([entry('earn', 0.5, '2026-01-01')])).toThrow(RangeError);
    expect(canTakePoints([entry('earn', 10, '2026-01-01')], 0, '2026-01-02')).toBe(false);
    expect(canTakePoints([entry('earn', 10, '2026-01-01')], 2.5, '2026-01-02')).toBe(false);
  });

  it('earns points on whole yuan paid', () => {
    expect(earnedPoints(12_399, 1)).toBe(123);
    expect(earnedPoints(99, 10)).toBe(0);
    expect(() => earnedPoints(-1, 1)).toThrow(RangeError);
  });

  it('whatever is earned and taken, the lots add up to the balance and nothing is negative', () => {
    const step = fc.record({
      earn: fc.integer({ min: 1, max: 500 }),
      take: fc.integer({ min: 1, max: 600 }),
      days: fc.integer({ min: 0, max: 400 }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const ledger: PointsEntry[] = [];
        const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
        let t = 0;
        for (const s of steps) {
          t += 3;
          ledger.push(entry('earn', s.earn, day(t), day(t + s.days)));
          const today = day(t + 1);
          for (const due of expiryDue(ledger, today)) ledger.push(entry('expire', due.points, today));
          if (canTakePoints(ledger, s.take, today)) ledger.push(entry('spend', -s.take, today));
        }
        const lots = pointsLots(ledger);
        expect(lots.reduce((a, l) => a + l.left, 0)).toBe(pointsBalance(ledger));
        expect(pointsBalance(ledger)).toBeGreaterThanOrEqual(0);
        for (const l of lots) expect(l.left).toBeGreaterThan(0);
      }),
    );
  });
});

describe('lots taken and validity', () => {
  it('names the lots a spend takes by expiry, expiring first, and what an entry already written took', () => {
    const ledger = [
      entry('earn', 100, '2026-01-10', '2027-12-31'),
      entry('earn', 50, '2026-02-10', '2026-12-31'),
      entry('adjust', 30, '2026-02-11'),
    ];
    const spend = entry('spend', -170, '2026-03-01');
    expect(lotsTaken(ledger, spend)).toEqual([
      { expiresOn: '2026-12-31', points: 50 },
      { expiresOn: '2027-12-31', points: 100 },
      { expiresOn: null, points: 20 },
    ]);
    const written = [...ledger, spend, entry('spend', -5, '2026-03-02')];
    expect(lotsTaken(written, spend).reduce((a, t) => a + t.points, 0)).toBe(170);
    expect(() => lotsTaken(ledger, entry('earn', 5, '2026-03-01'))).toThrow(RangeError);
  });

  it('takes in total exactly what the entry takes, for any ledger', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (lots, k) => {
          const ledger = lots.map((p, i) => entry('earn', p, '2026-01-01', `2026-0${(i % 9) + 1}-28`));
          const total = lots.reduce((a, p) => a + p, 0);
          const take = (k % total) + 1;
          const taken = lotsTaken(ledger, entry('spend', -take, '2026-01-02'));
          expect(taken.reduce((a, t) => a + t.points, 0)).toBe(take);
        },
      ),
    );
  });

  it('earned points last until the end of the year after', () => {
    expect(pointsValidUntil('2026-01-01', 1)).toBe('2027-12-31');
    expect(pointsValidUntil('2026-12-31', 1)).toBe('2027-12-31');
    expect(pointsValidUntil('2026-06-30', 0)).toBe('2026-12-31');
  });

  describe('a merged account’s entries (pools)', () => {
    const fromPool = (e: PointsEntry, pool: number): PointsEntry => ({ ...e, pool });

    it('replay as both ledgers did apart, where a shared replay would take another account’s lots', () => {
      // Account 7 (merged in) earned early lots; the survivor spent from its own later lot. Replayed as
      // one pool, the survivor's spend would take 7's earlier-expiring lot and 7's expiry would be short.
      const ledger = [
        fromPool(entry('earn', 100, '2025-01-10', '2026-12-31'), 7),
        entry('earn', 100, '2026-01-10', '2027-12-31'),
        entry('spend', -50, '2026-06-01'),
        fromPool(entry('expire', -100, '2027-01-01'), 7),
      ];
      const shared = ledger.map(({ pool: _pool, ...e }) => e);
      expect(() => pointsLots(shared)).toThrow(RangeError);
      expect(pointsLots(ledger).map((l) => [l.left, l.expiresOn, l.pool])).toEqual([
        [50, '2027-12-31', undefined],
      ]);
      expect(usablePoints(ledger, '2027-01-02')).toBe(50);
    });

    it('counts only the own pool as usable, carries a pool’s live lots by expiry, and expires each pool’s lots in it', () => {
      const ledger = [
        fromPool(entry('earn', 30, '2026-01-10', '2026-06-30'), 7),
        fromPool(entry('earn', 40, '2026-01-11', '2027-12-31'), 7),
        fromPool(entry('earn', 5, '2026-01-12'), 7),
        entry('earn', 10, '2026-02-01', '2027-12-31'),
      ];
      expect(usablePoints(ledger, '2026-07-01')).toBe(10);
      expect(livePoolLots(ledger, 7, '2026-07-01')).toEqual([
        { expiresOn: '2027-12-31', points: 40 },
        { expiresOn: null, points: 5 },
      ]);
      expect(livePoolLots(ledger, null, '2026-07-01')).toEqual([{ expiresOn: '2027-12-31', points: 10 }]);
      const [due] = expiryDue(ledger, '2026-07-01');
      expect(due).toEqual({ lotEntryId: ledger[0]?.entryId, points: -30, pool: 7 });
      // A negative entry of the own pool cannot take the merged pool's lots.
      expect(canTakePoints(ledger, 11, '2026-07-01')).toBe(false);
      expect(() => pointsLots([...ledger, entry('spend', -11, '2026-07-01')])).toThrow(RangeError);
    });
  });
});
