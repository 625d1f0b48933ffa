import { describe, expect, it } from 'vitest';
import { initialChartView } from './use-chart-view.ts';

const baby = (babyId: number, years: number) => ({
  babyId,
  age: { years, months: 2, days: 3, totalDays: years * 365 + 64, text: `${years}岁2月3天` },
});

describe('initialChartView', () => {
  it('opens on height over the range that holds the age, main percentiles, no point tapped', () => {
    expect(initialChartView(baby(1, 1))).toEqual({
      babyId: 1,
      type: 'height',
      range: '0-3',
      showAll: false,
      selected: null,
    });
    expect(initialChartView(baby(2, 3)).range).toBe('0-7');
    expect(initialChartView(baby(3, 5)).range).toBe('0-7');
    expect(initialChartView(baby(4, 6)).range).toBe('0-18');
  });
});
