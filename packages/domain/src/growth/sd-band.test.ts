import { describe, expect, it } from 'vitest';
import { readGrowthTables } from '../../../growth-reference/src/load.ts';
import { assessMeasurement } from './assess.ts';
import { daysOfMonths } from './growth-age.ts';
import { formatPercentile } from './score.ts';
import { SD_BAND_TEXT, sdBandOfLines, sdBandOfZ, wst423SdLinesAt } from './sd-band.ts';

const tables = readGrowthTables();
const LINES = [-3, -2, -1, 0, 1, 2, 3];

describe('SD bands', () => {
  it('put a value on a line in the band nearer the median, just beyond it in the next band out', () => {
    const cases: [number, string][] = [
      [-3.01, '<-3SD'],
      [-3, '-3SD~-2SD'],
      [-2.99, '-3SD~-2SD'],
      [-2.01, '-3SD~-2SD'],
      [-2, '-2SD~-1SD'],
      [-1.99, '-2SD~-1SD'],
      [-1, '-1SD~中位数'],
      [-0.01, '-1SD~中位数'],
      [0, '中位数~+1SD'],
      [1, '中位数~+1SD'],
      [1.01, '+1SD~+2SD'],
      [2, '+1SD~+2SD'],
      [2.01, '+2SD~+3SD'],
      [3, '+2SD~+3SD'],
      [3.01, '>+3SD'],
    ];
    for (const [y, text] of cases) expect(SD_BAND_TEXT[sdBandOfLines(LINES, y)], String(y)).toBe(text);
  });

  it('read a z-score computed onto a line as on it', () => {
    expect(sdBandOfZ(-2.0000000001)).toBe('neg2ToNeg1');
    expect(sdBandOfZ(-2.001)).toBe('neg3ToNeg2');
    expect(sdBandOfZ(1.9999999999)).toBe('pos1ToPos2');
  });
});

describe("WS/T 423's SD lines", () => {
  it('are the printed row at a tabulated age (boys, weight, 12 months; height, 60 months)', () => {
    expect(wst423SdLinesAt(tables, 'weightForAge', 'male', daysOfMonths(12))).toEqual([
      7.4, 8.2, 9.1, 10.1, 11.2, 12.4, 13.9,
    ]);
    expect(wst423SdLinesAt(tables, 'lengthHeightForAge', 'male', daysOfMonths(60))).toEqual([
      99.4, 103.6, 107.8, 112, 116.2, 120.4, 124.6,
    ]);
  });

  it('are interpolated monotonically between rows, like the percentiles', () => {
    const at = (months: number) =>
      wst423SdLinesAt(tables, 'lengthHeightForAge', 'female', daysOfMonths(months)) ?? [];
    const [before, between, after] = [at(57), at(58.5), at(60)];
    between.forEach((v, i) => {
      expect(v).toBeGreaterThan(before[i] ?? Number.POSITIVE_INFINITY);
      expect(v).toBeLessThan(after[i] ?? Number.NEGATIVE_INFINITY);
    });
  });

  it('exist only for weight, length/height and head circumference within the ages the standard prints', () => {
    expect(wst423SdLinesAt(tables, 'bmiForAge', 'male', daysOfMonths(12))).toBeNull();
    expect(wst423SdLinesAt(tables, 'weightForLengthHeight', 'male', daysOfMonths(12))).toBeNull();
    expect(wst423SdLinesAt(tables, 'headCircumferenceForAge', 'male', daysOfMonths(36))).not.toBeNull();
    expect(wst423SdLinesAt(tables, 'headCircumferenceForAge', 'male', daysOfMonths(37))).toBeNull();
    expect(wst423SdLinesAt(tables, 'weightForAge', 'female', daysOfMonths(81))).not.toBeNull();
    expect(wst423SdLinesAt(tables, 'weightForAge', 'female', daysOfMonths(82))).toBeNull();
    expect(wst423SdLinesAt(tables, 'weightForAge', 'female', -1)).toBeNull();
  });
});

describe('the SD band of a scored measurement', () => {
  const boyHeightAt5 = (cm: number) =>
    assessMeasurement(tables, {
      reference: 'china',
      sex: '男',
      ageDays: daysOfMonths(60),
      indicator: 'lengthHeightForAge',
      value: cm,
    });

  it('tells a child at −4 SD from one at −2.1 SD, both <P3 on WS/T 423 (boys, 5 years: median 112, SD 4.2 cm)', () => {
    const far = boyHeightAt5(112 - 4 * 4.2);
    const near = boyHeightAt5(112 - 2.1 * 4.2);
    expect(far.score && formatPercentile(far.score)).toBe('<P3');
    expect(near.score && formatPercentile(near.score)).toBe('<P3');
    expect(far.sdBand).toBe('belowNeg3');
    expect(near.sdBand).toBe('neg3ToNeg2');
  });

  it('uses the standard’s own −3 SD line as the boundary (99.4 cm at 5 years)', () => {
    expect(boyHeightAt5(99.3).sdBand).toBe('belowNeg3');
    expect(boyHeightAt5(99.4).sdBand).toBe('neg3ToNeg2');
    expect(boyHeightAt5(99.5).sdBand).toBe('neg3ToNeg2');
    expect(boyHeightAt5(124.6).sdBand).toBe('pos2ToPos3');
    expect(boyHeightAt5(124.7).sdBand).toBe('abovePos3');
  });

  it('comes from the z-score on WHO, and is null for WS/T 423 BMI beyond P3 (percentiles only)', () => {
    const who = assessMeasurement(tables, {
      reference: 'who',
      sex: '男',
      ageDays: daysOfMonths(60),
      indicator: 'lengthHeightForAge',
      value: 95.2,
    });
    expect(who.score?.z).toBeLessThan(-3);
    expect(who.sdBand).toBe('belowNeg3');
    const bmi = assessMeasurement(tables, {
      reference: 'china',
      sex: '男',
      ageDays: daysOfMonths(60),
      indicator: 'bmiForAge',
      value: 11,
    });
    expect(bmi.score?.position).toBe('belowP3');
    expect(bmi.sdBand).toBeNull();
  });
});
