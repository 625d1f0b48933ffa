import { describe, expect, it } from 'vitest';
import { readGrowthTables } from '../../../growth-reference/src/load.ts';
import { assessMeasurement, bmiCategoryOf } from './assess.ts';
import { daysOfYears } from './growth-age.ts';
import { formatPercentile, type Score } from './score.ts';

/**
 * The cut-offs of the standards' grades and classes at their edges (docs/CLINICAL-RULES.md, section 9),
 * read from the tables as printed: a change to an edge must be a deliberate one.
 */
const tables = readGrowthTables();

describe('WS/T 612 height grades at their edges (boys, 10 years: −2 SD 126.79, −1 SD 133.77, +1 SD 147.75, +2 SD 154.74)', () => {
  const gradeOf = (cm: number) =>
    assessMeasurement(tables, {
      reference: 'china',
      sex: '男',
      ageDays: daysOfYears(10),
      indicator: 'lengthHeightForAge',
      value: cm,
      posture: 'standing',
    }).heightGrade;

  it('below −2 SD is 下等; on −2 SD and up to −1 SD 中下等', () => {
    expect(gradeOf(126.78)).toBe('lower');
    expect(gradeOf(126.79)).toBe('lowerMiddle');
    expect(gradeOf(133.76)).toBe('lowerMiddle');
  });

  it('from −1 SD to below +1 SD 中等; from +1 SD to below +2 SD 中上等; from +2 SD 上等', () => {
    expect(gradeOf(133.77)).toBe('middle');
    expect(gradeOf(147.74)).toBe('middle');
    expect(gradeOf(147.75)).toBe('upperMiddle');
    expect(gradeOf(154.73)).toBe('upperMiddle');
    expect(gradeOf(154.74)).toBe('upper');
  });
});

describe('WS/T 586 and WS/T 456 BMI classes at their edges', () => {
  // Boys 6.5 years: overweight ≥ 16.7, obesity ≥ 18.1 (WS/T 586); mild thinness ≤ 13.8, moderate or severe ≤ 13.4 (WS/T 456).
  const boys = tables.bmiCutoffs.male;

  it('overweight and obesity from their cut-offs', () => {
    expect(bmiCategoryOf(boys, 6.5, 16.6)).toBe('normal');
    expect(bmiCategoryOf(boys, 6.5, 16.7)).toBe('overweight');
    expect(bmiCategoryOf(boys, 6.5, 18.0)).toBe('overweight');
    expect(bmiCategoryOf(boys, 6.5, 18.1)).toBe('obesity');
  });

  it('thinness at or below its cut-offs', () => {
    expect(bmiCategoryOf(boys, 6.5, 13.9)).toBe('normal');
    expect(bmiCategoryOf(boys, 6.5, 13.8)).toBe('thinnessMild');
    expect(bmiCategoryOf(boys, 6.5, 13.5)).toBe('thinnessMild');
    expect(bmiCategoryOf(boys, 6.5, 13.4)).toBe('thinnessModerateSevere');
  });

  it('by half-year band, none before 6 years; WS/T 456’s 17.5 band holds to 18 (≤ 17.9 mild, ≤ 16.8 moderate or severe)', () => {
    expect(bmiCategoryOf(boys, 5.99, 30)).toBeNull();
    expect(bmiCategoryOf(boys, 6.49, 16.6)).toBe('overweight');
    expect(bmiCategoryOf(boys, 18, 18.0)).toBe('normal');
    expect(bmiCategoryOf(boys, 18, 17.9)).toBe('thinnessMild');
    expect(bmiCategoryOf(boys, 18, 16.8)).toBe('thinnessModerateSevere');
    expect(bmiCategoryOf(boys, 18, 24.0)).toBe('overweight');
  });
});

describe('how a percentile is printed', () => {
  const score = (percentile: number, position: Score['position']): Score => ({
    z: 0,
    percentile,
    position,
    linesAtOrBelow: 0,
    restricted: false,
  });

  it('one decimal, and <P0.1 / >P99.9 beyond', () => {
    expect(formatPercentile(score(45.26, 'withinP3P97'))).toBe('P45.3');
    expect(formatPercentile(score(0.1, 'belowP3'))).toBe('P0.1');
    expect(formatPercentile(score(0.09, 'belowP3'))).toBe('<P0.1');
    expect(formatPercentile(score(99.9, 'aboveP97'))).toBe('P99.9');
    expect(formatPercentile(score(99.91, 'aboveP97'))).toBe('>P99.9');
  });
});
