import type { GrowthType } from '@sprout/contract';
import { loadGrowthTables } from '@sprout/growth-reference';
import { describe, expect, it } from 'vitest';
import { assessStored, curvePoint, type GrowthBaby, INDICATOR_OF_TYPE, scoreView } from './growth-views.ts';
import type { CountedMeasurement } from './measurement-review.ts';

const tables = loadGrowthTables();

const baby = (gestationalWeeks: number | null): GrowthBaby => ({
  id: 1,
  user_id: 1,
  name: '小芽',
  sex: '女',
  birthday: '2025-01-10',
  gestational_weeks: gestationalWeeks,
  dad_height_mm: null,
  mom_height_mm: null,
  pid: null,
});

/**
 * A full visit: every indicator of the curve can be drawn from it. Measured standing before 2 years,
 * so BMI uses the length 0.7 cm above it: the posture must reach the BMI point.
 */
const visit: CountedMeasurement = {
  id: 7,
  baby_id: 1,
  pid: null,
  measured_on: '2025-09-02',
  height_mm: 668,
  posture: 'standing',
  weight_g: 7350,
  head_mm: 425,
  source: 'clinic',
  entered_by_user_id: null,
  entered_by_staff_id: 3,
  note: null,
  created_at: '2025-09-02T02:00:00.000Z',
  updated_at: '2025-09-02T02:00:00.000Z',
  deleted_at: null,
  deleted_by_staff_id: null,
  review_state: null,
  reviewed_by_staff_id: null,
  reviewed_at: null,
};

const TYPES: GrowthType[] = ['height', 'weight', 'bmi', 'head'];

describe('a point of the growth curve', () => {
  // curvePoint assesses only the values its indicator needs; the point must be the one the whole
  // visit's assessment gives, at calendar age and (born at 32 weeks) at corrected age.
  for (const weeks of [null, 32])
    for (const type of TYPES)
      it(`${type}${weeks ? ', born at 32 weeks' : ''}: the same value, percentile and z as the whole visit`, () => {
        const full = assessStored(tables, 'china', baby(weeks), visit);
        const indicator = INDICATOR_OF_TYPE[type];
        const whole = full.chronological.find((r) => r.indicator === indicator);
        if (!whole?.score) throw new Error(`no ${indicator} in the whole visit`);
        const point = curvePoint(tables, 'china', baby(weeks), visit, type)?.point;
        expect(point).toMatchObject({
          ageDays: 235,
          ...scoreView(whole.score),
          referenceSource: whole.source,
        });
        expect(point?.value).toBeCloseTo(whole.value, 2);
        const corrected = full.corrected?.find((r) => r.indicator === indicator);
        if (weeks === null) expect(point?.corrected).toBeNull();
        else {
          if (!corrected?.score) throw new Error(`no corrected ${indicator}`);
          const { position: _position, ...score } = scoreView(corrected.score);
          expect(point?.corrected).toMatchObject({ ageDays: corrected.ageDays, ...score });
        }
      });

  it('is missing for an indicator the visit did not measure', () => {
    const heightOnly = { ...visit, weight_g: null, head_mm: null };
    expect(curvePoint(tables, 'china', baby(null), heightOnly, 'weight')).toBeNull();
    expect(curvePoint(tables, 'china', baby(null), heightOnly, 'bmi')).toBeNull();
    expect(curvePoint(tables, 'china', baby(null), heightOnly, 'head')).toBeNull();
    expect(curvePoint(tables, 'china', baby(null), heightOnly, 'height')?.point.value).toBe(66.8);
  });
});
