import { describe, expect, it } from 'vitest';
import { readGrowthTables } from '../../../growth-reference/src/load.ts';
import { assessVisit } from './assess.ts';
import { ageLabelOfDays, CORRECTED_AGE_UNTIL_DAYS, daysOfMonths } from './growth-age.ts';
import { leadingBasis, leadingBelowP3, resultsInOrder } from './leading-results.ts';

const tables = readGrowthTables();

/** A visit as reports carry it: both sets, and the corrected age's label once it is past term. */
const reportOf = (ageDays: number, weeks: number | null, reference: 'china' | 'who' = 'china') => {
  const a = assessVisit(tables, {
    reference,
    sex: '男',
    ageDays,
    gestation: weeks === null ? null : { weeks },
    heightCm: 68,
    weightKg: 7.4,
    headCircumferenceCm: 42.5,
  });
  const past = a.ages.correctedDays !== null && a.ages.correctedDays >= 0;
  return {
    chronological: a.chronological,
    corrected: a.corrected,
    correctedAgeLabel: past && a.ages.correctedDays !== null ? ageLabelOfDays(a.ages.correctedDays) : null,
  };
};

describe('the worked example: a 28-week baby at 10 months', () => {
  const tenMonths = Math.round(daysOfMonths(10)); // 304 days; corrected 304 − 84 = 220 days

  for (const reference of ['china', 'who'] as const)
    it(`is below P3 at calendar age but normal at corrected age, and gets no hint (${reference})`, () => {
      const r = reportOf(tenMonths, 28, reference);
      expect(r.chronological.filter((x) => x.score?.position === 'belowP3').map((x) => x.indicator)).toEqual(
        expect.arrayContaining(['lengthHeightForAge', 'weightForAge', 'headCircumferenceForAge']),
      );
      expect(r.corrected?.every((x) => x.score?.position === 'withinP3P97')).toBe(true);
      expect(leadingBasis(r)).toBe('corrected');
      const { lead, secondary } = resultsInOrder(r);
      expect(lead).toBe(r.corrected);
      expect(secondary).toBe(r.chronological);
      expect(leadingBelowP3(r)).toBe(false);
    });
});

describe('calendar age leads otherwise', () => {
  it('a baby born at 37 weeks (not preterm) is judged at calendar age: the same values get the hint', () => {
    const r = reportOf(304, 37);
    expect(r.corrected).toBeNull();
    expect(leadingBasis(r)).toBe('chronological');
    expect(leadingBelowP3(r)).toBe(true);
  });

  it('a 36-week baby is preterm: corrected age leads', () => {
    expect(leadingBasis(reportOf(304, 36))).toBe('corrected');
  });

  it('at the correction limit (2 years) there is no corrected age: calendar age leads', () => {
    const limit = Math.ceil(CORRECTED_AGE_UNTIL_DAYS);
    expect(leadingBasis(reportOf(limit - 1, 28))).toBe('corrected');
    expect(reportOf(limit, 28).corrected).toBeNull();
    expect(leadingBasis(reportOf(limit, 28))).toBe('chronological');
  });

  it('before the due date (corrected age below 0) calendar age leads, corrected follows', () => {
    const r = reportOf(30, 28);
    expect(r.correctedAgeLabel).toBeNull();
    const order = resultsInOrder(r);
    expect(order.basis).toBe('chronological');
    expect(order.secondary).toBe(r.corrected);
  });
});
