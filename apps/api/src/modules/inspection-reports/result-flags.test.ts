import { describe, expect, it } from 'vitest';
import { flagOf, judgeResult, rangeTextOf } from './result-flags.service.ts';

describe('result flags', () => {
  it('a value equal to a limit is in range; beyond it is high or low', () => {
    expect(flagOf(9.5, 3.5, 9.5, false)).toBeNull();
    expect(flagOf(3.5, 3.5, 9.5, false)).toBeNull();
    expect(flagOf(9.51, 3.5, 9.5, false)).toBe('high');
    expect(flagOf(3.49, 3.5, 9.5, false)).toBe('low');
  });
  it('judges against one limit alone', () => {
    expect(flagOf(11, null, 10, false)).toBe('high');
    expect(flagOf(-1, null, 10, false)).toBeNull();
    expect(flagOf(1.1, 1.2, null, false)).toBe('low');
  });
  it('a text result is abnormal only when marked; a number without a range is never flagged', () => {
    expect(flagOf(null, null, null, true)).toBe('abnormal');
    expect(flagOf(null, null, null, false)).toBeNull();
    expect(flagOf(1000, null, null, false)).toBeNull();
  });
  it('keeps the written value and reads a decimal text as a number', () => {
    expect(judgeResult({ itemName: '白细胞', value: '4.50', refLow: 4, refHigh: 10 })).toMatchObject({
      valueText: '4.50',
      valueNumber: 4.5,
      rangeText: '4-10',
      flag: null,
    });
    expect(judgeResult({ itemName: '尿蛋白', value: '阴性', rangeText: '阴性' })).toMatchObject({
      valueText: '阴性',
      valueNumber: null,
      rangeText: '阴性',
      flag: null,
    });
    expect(judgeResult({ itemName: '尿潜血', value: '+', abnormal: true })).toMatchObject({
      flag: 'abnormal',
    });
  });
  it('builds the range text from the limits', () => {
    expect(rangeTextOf(null, 10)).toBe('≤10');
    expect(rangeTextOf(1.2, null)).toBe('≥1.2');
    expect(rangeTextOf(null, null)).toBeNull();
  });
});
