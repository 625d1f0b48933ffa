import {
  AGE_INDICATORS,
  type AgeIndicator,
  bmiOf,
  type GrowthIndicator,
  INDICATOR_NAMES,
  type Posture,
  standardisedLengthHeight,
} from '@sprout/domain';
import { PENDING_REVIEW_GAP_CODE, REVIEW_STATE_NAMES } from '@sprout/contract';
import type { GrowthMeasurementRow } from '../../db/schema.ts';
import type { resultView } from './growth-views.ts';

/**
 * Measurements beyond WHO's limits for biologically implausible values (measurement-bounds.ts) that were
 * saved anyway (quality bar C5; migration 009). A parent's 确认无误 saves the value as 待核对 (pending):
 * it is listed and drawn, but nothing scores it (no z, percentile, grade, velocity, prediction, report or
 * follow-up flag) until a staff member confirms it or removes it. A staff member who enters such a value
 * with 确认无误 confirms it in the same step.
 *
 * The whole visit waits, not only the implausible value: a height typed into the weight box makes the
 * rest of that entry doubtful too, and the doctor decides on the visit as the parent entered it.
 */

/** A measurement that counts: ordinary, or confirmed by staff. The scoring code takes only these. */
export type CountedMeasurement = GrowthMeasurementRow & { review_state: 'confirmed' | null };

export const isCounted = <M extends GrowthMeasurementRow>(m: M): m is M & CountedMeasurement =>
  m.review_state !== 'pending';

export const isPendingReview = (m: Pick<GrowthMeasurementRow, 'review_state'>): boolean =>
  m.review_state === 'pending';

/** What a parent and a doctor read instead of a percentile. */
export const PENDING_REVIEW_LABEL = REVIEW_STATE_NAMES.pending;
export const PENDING_REVIEW_GAP = {
  code: PENDING_REVIEW_GAP_CODE,
  message: '待核对：数值超出WHO不合理值界限，工作人员核对前不计算百分位、z值和等级',
} as const;
export const PENDING_REVIEW_READING =
  '这个数值和宝宝的年龄相差很大，已记为待核对。医生核对之前不计算百分位，也不计入增长速度和报告；如果是录错了，删除后重新记录即可。';
export const PENDING_REVIEW_SUMMARY =
  '这次测量的数值和宝宝的年龄相差很大，已记为待核对，医生核对之后再评价。';

/** The review columns a new measurement is saved with. */
export const reviewOnEntry = (
  implausible: boolean,
  confirmedByStaffId: number | null,
  now: string,
): Pick<GrowthMeasurementRow, 'review_state' | 'reviewed_by_staff_id' | 'reviewed_at'> => {
  if (!implausible) return { review_state: null, reviewed_by_staff_id: null, reviewed_at: null };
  return confirmedByStaffId === null
    ? { review_state: 'pending', reviewed_by_staff_id: null, reviewed_at: null }
    : { review_state: 'confirmed', reviewed_by_staff_id: confirmedByStaffId, reviewed_at: now };
};

/** resultView's shape, with a gap of its own (pendingReview is not a reference gap of the engine). */
type ResultView = Omit<ReturnType<typeof resultView>, 'gaps'> & { gaps: { code: string; message: string }[] };

/** One indicator as answers carry it, with its value and no score of any kind. */
export const unscoredResult = (indicator: GrowthIndicator, value: number, ageDays: number): ResultView => ({
  indicator,
  indicatorName: INDICATOR_NAMES[indicator],
  value: Math.round(value * 100) / 100,
  ageDays,
  source: null,
  score: null,
  heightGrade: null,
  bmiCategory: null,
  sdBand: null,
  gaps: [{ ...PENDING_REVIEW_GAP }],
});

export interface PendingValues {
  heightCm?: number;
  posture?: Posture;
  weightKg?: number;
  headCircumferenceCm?: number;
}

/** The value of one age indicator of a visit (BMI from the standardised height, as the engine does), or null. */
export const indicatorValue = (indicator: AgeIndicator, v: PendingValues, ageDays: number): number | null => {
  switch (indicator) {
    case 'lengthHeightForAge':
      return v.heightCm ?? null;
    case 'weightForAge':
      return v.weightKg ?? null;
    case 'headCircumferenceForAge':
      return v.headCircumferenceCm ?? null;
    case 'bmiForAge':
      return v.heightCm === undefined || v.weightKg === undefined
        ? null
        : bmiOf(v.weightKg, standardisedLengthHeight(ageDays, v.heightCm, v.posture));
  }
};

/** Every indicator a pending visit measured, in the engine's order, values only. */
export const unscoredResults = (v: PendingValues, ageDays: number): ResultView[] => {
  const results: ResultView[] = [];
  for (const indicator of AGE_INDICATORS) {
    const value = indicatorValue(indicator, v, ageDays);
    if (value !== null) results.push(unscoredResult(indicator, value, ageDays));
  }
  if (v.heightCm !== undefined && v.weightKg !== undefined)
    results.push(unscoredResult('weightForLengthHeight', v.weightKg, ageDays));
  return results;
};
