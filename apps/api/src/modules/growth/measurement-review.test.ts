import { addDays, assessMeasurement, clinicToday } from '@sprout/domain';
import { loadGrowthTables } from '@sprout/growth-reference';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import type { GrowthBaby } from './growth-views.ts';
import { plausibleRange } from './measurement-bounds.ts';
import { isCounted, reviewOnEntry, unscoredResults } from './measurement-review.ts';
import { checkedMeasurement, visitResults } from './measurements.service.ts';

const tables = loadGrowthTables();
const today = clinicToday();
const baby = (ageDays: number, weeks: number | null = null): GrowthBaby => ({
  id: 1,
  user_id: 1,
  name: '小苗',
  sex: '男',
  birthday: addDays(today, -ageDays),
  gestational_weeks: weeks,
  dad_height_mm: null,
  mom_height_mm: null,
  pid: null,
});
const entry = (values: { weightKg?: number; heightCm?: number }, confirmUnusual?: boolean) => ({
  measuredOn: today,
  ...values,
  ...(confirmUnusual === undefined ? {} : { confirmUnusual }),
});
const row = (b: GrowthBaby, values: ReturnType<typeof checkedMeasurement>) => ({
  ...values,
  id: 9,
  pid: null,
  source: 'home' as const,
  entered_by_user_id: 1,
  entered_by_staff_id: null,
  deleted_at: null,
  deleted_by_staff_id: null,
  baby_id: b.id,
});

describe('the worked example: a weight of 30 kg at 91 days', () => {
  const b = baby(91);

  it('is what the engine would score z 25.22, percentile 100 (WHO, boy)', () => {
    const scored = assessMeasurement(tables, {
      reference: 'who',
      sex: '男',
      ageDays: 91,
      indicator: 'weightForAge',
      value: 30,
    });
    expect(scored.score?.z).toBeCloseTo(25.22, 2);
    expect(scored.score?.percentile).toBe(100);
  });

  it('is refused without 确认无误 (4000, on the weight)', () => {
    expect(() => checkedMeasurement(b, entry({ weightKg: 30 }), null)).toThrow(AppError);
  });

  it('is stored pending from a parent, and answered with no z, percentile or grade', () => {
    const values = checkedMeasurement(b, entry({ weightKg: 30 }, true), null);
    expect(values).toMatchObject({ review_state: 'pending', reviewed_by_staff_id: null, reviewed_at: null });
    const m = row(b, values);
    expect(isCounted(m)).toBe(false);
    const results = visitResults('who', b, m);
    expect(results.corrected).toBeNull();
    expect(results.chronological).toEqual([
      expect.objectContaining({
        indicator: 'weightForAge',
        value: 30,
        score: null,
        heightGrade: null,
        bmiCategory: null,
        gaps: [expect.objectContaining({ code: 'pendingReview' })],
      }),
    ]);
  });

  it('is stored confirmed by the staff member who entered it in the console', () => {
    const values = checkedMeasurement(b, entry({ weightKg: 30 }, true), 7);
    expect(values).toMatchObject({ review_state: 'confirmed', reviewed_by_staff_id: 7 });
    expect(values.reviewed_at).toBe(values.created_at);
    expect(isCounted(row(b, values))).toBe(true);
  });
});

describe('what decides 待核对: WHO’s limits, at their boundaries (91-day boy)', () => {
  const b = baby(91);
  const stateOf = (values: { weightKg?: number; heightCm?: number }) =>
    checkedMeasurement(b, entry(values, true), null).review_state;
  const limits = (indicator: 'weightForAge' | 'lengthHeightForAge') => {
    const range = plausibleRange(tables, indicator, '男', 91);
    if (!range || range.max === null) throw new Error('WHO covers 91 days');
    return { min: range.min, max: range.max };
  };
  const weight = limits('weightForAge');
  const height = limits('lengthHeightForAge');

  it('weight: −6 SD and +5 SD are ordinary; 0.1 kg beyond either is pending', () => {
    expect(stateOf({ weightKg: weight.min })).toBeNull();
    expect(stateOf({ weightKg: Math.round((weight.min + 0.1) * 10) / 10 })).toBeNull();
    expect(stateOf({ weightKg: Math.round((weight.min - 0.1) * 10) / 10 })).toBe('pending');
    expect(stateOf({ weightKg: weight.max })).toBeNull();
    expect(stateOf({ weightKg: Math.round((weight.max - 0.1) * 10) / 10 })).toBeNull();
    expect(stateOf({ weightKg: Math.round((weight.max + 0.1) * 10) / 10 })).toBe('pending');
  });

  it('length: ±6 SD are ordinary; 0.1 cm beyond either is pending', () => {
    expect(stateOf({ heightCm: height.min })).toBeNull();
    expect(stateOf({ heightCm: Math.round((height.min - 0.1) * 10) / 10 })).toBe('pending');
    expect(stateOf({ heightCm: height.max })).toBeNull();
    expect(stateOf({ heightCm: Math.round((height.max + 0.1) * 10) / 10 })).toBe('pending');
  });
});

describe('review columns and unscored values', () => {
  it('an ordinary value has no review state, whoever enters it', () => {
    expect(reviewOnEntry(false, 3, 'now')).toEqual({
      review_state: null,
      reviewed_by_staff_id: null,
      reviewed_at: null,
    });
  });

  it('a pending visit keeps every value it measured, BMI from the length, with no score', () => {
    const results = unscoredResults({ heightCm: 60, posture: 'lying', weightKg: 6 }, 100);
    expect(results.map((r) => r.indicator)).toEqual([
      'lengthHeightForAge',
      'weightForAge',
      'bmiForAge',
      'weightForLengthHeight',
    ]);
    expect(results.find((r) => r.indicator === 'bmiForAge')?.value).toBe(16.67);
    expect(results.every((r) => r.score === null && r.source === null)).toBe(true);
  });
});
