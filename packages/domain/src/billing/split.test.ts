import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByWeight } from './split.ts';

describe('splitByWeight', () => {
  it('gives the left-over fen to the largest remainders, earlier first on a tie', () => {
    expect(splitByWeight(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(splitByWeight(10, [3, 7])).toEqual([3, 7]);
    expect(splitByWeight(5, [0, 10, 0])).toEqual([0, 5, 0]);
    expect(splitByWeight(0, [4, 5])).toEqual([0, 0]);
  });
  it('refuses to split more than the weights hold, or a part of a fen', () => {
    expect(() => splitByWeight(11, [5, 5])).toThrow(RangeError);
    expect(() => splitByWeight(1.5, [5, 5])).toThrow(RangeError);
  });
  it('always adds up exactly and never gives a line more than its weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, share) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const amount = Math.floor(total * share);
          const parts = splitByWeight(amount, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          for (const [i, p] of parts.entries()) expect(p).toBeLessThanOrEqual(weights[i] ?? 0);
        },
      ),
    );
  });
});
