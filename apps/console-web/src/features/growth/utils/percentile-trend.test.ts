import { describe, expect, it } from 'vitest';
import { percentileTrend } from './percentile-trend.ts';

const visit = (date: string, height: number | null, weight: number | null) => ({
  date,
  results: [
    { indicator: 'lengthHeightForAge', score: height === null ? null : { percentile: height } },
    { indicator: 'weightForAge', score: weight === null ? null : { percentile: weight } },
  ],
});

describe('percentileTrend', () => {
  it('orders scored visits oldest first and drops visits with no percentile', () => {
    expect(
      percentileTrend([
        visit('2026-05-01', 40, 55),
        visit('2026-03-01', null, null),
        visit('2026-01-01', 50, null),
      ]),
    ).toEqual([
      { date: '2026-01-01', height: 50, weight: null },
      { date: '2026-05-01', height: 40, weight: 55 },
    ]);
  });
});
