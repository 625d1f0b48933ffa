import { describe, expect, it } from 'vitest';
import { advanceText, boneAgeText, isOutside, scoreTextOf, valueText } from './growth-cells.ts';

describe('growth table cells', () => {
  const results = [
    { indicator: 'lengthHeightForAge', score: { percentileText: '<P3' } },
    { indicator: 'weightForAge', score: { percentileText: 'P45.3' } },
    { indicator: 'bmiForAge', score: null },
  ];

  it('find the percentile of each column, null when not scored', () => {
    expect(scoreTextOf(results, 'height')).toBe('<P3');
    expect(scoreTextOf(results, 'weight')).toBe('P45.3');
    expect(scoreTextOf(results, 'bmi')).toBeNull();
    expect(scoreTextOf(results, 'head')).toBeNull();
  });

  it('add the SD band beyond P3 or P97, not within them', () => {
    const scored = [
      { indicator: 'lengthHeightForAge', score: { percentileText: '<P3' }, sdBand: { text: '<-3SD' } },
      { indicator: 'weightForAge', score: { percentileText: 'P45.3' }, sdBand: { text: '-1SD~中位数' } },
      {
        indicator: 'headCircumferenceForAge',
        score: { percentileText: '>P97' },
        sdBand: { text: '+1SD~+2SD' },
      },
      { indicator: 'bmiForAge', score: { percentileText: '<P3' }, sdBand: null },
    ];
    expect(scoreTextOf(scored, 'height')).toBe('<P3 · <-3SD');
    expect(scoreTextOf(scored, 'weight')).toBe('P45.3');
    expect(scoreTextOf(scored, 'head')).toBe('>P97 · +1SD~+2SD');
    expect(scoreTextOf(scored, 'bmi')).toBe('<P3');
    expect(scoreTextOf(results, 'head')).toBeNull();
  });

  it('print values with posture and a dash when missing', () => {
    expect(valueText(98.5, '厘米', 'standing')).toBe('98.5 厘米（立位）');
    expect(valueText(12.3, '公斤')).toBe('12.3 公斤');
    expect(valueText(null, '厘米')).toBe('—');
  });

  it('mark percentiles outside P3–P97', () => {
    expect(isOutside('<P3')).toBe(true);
    expect(isOutside('>P97')).toBe(true);
    expect(isOutside('P50.0')).toBe(false);
    expect(isOutside(null)).toBe(false);
  });

  it('write bone ages and their advance', () => {
    expect(boneAgeText(3, 0)).toBe('3岁');
    expect(boneAgeText(3, 6)).toBe('3岁6月');
    expect(advanceText(0.04)).toBe('与年龄相符');
    expect(advanceText(1.26)).toBe('提前 1.3 岁');
    expect(advanceText(-0.5)).toBe('落后 0.5 岁');
  });
});
