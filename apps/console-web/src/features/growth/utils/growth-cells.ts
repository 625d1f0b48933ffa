import { GROWTH_STRINGS } from '../strings.ts';

/** The indicators a measurement row shows, by its column. */
export const INDICATOR_OF_COLUMN = {
  height: 'lengthHeightForAge',
  weight: 'weightForAge',
  head: 'headCircumferenceForAge',
  bmi: 'bmiForAge',
} as const;
export type MeasureColumn = keyof typeof INDICATOR_OF_COLUMN;

interface ScoredResult {
  indicator: string;
  score: { percentileText: string } | null;
  sdBand?: { text: string } | null;
}

/**
 * What a doctor reads under a value: the percentile (P45.3, <P3, >P97), and beyond P3 or P97 how far
 * beyond in SD bands (<P3 · -3SD~-2SD), since '<P3' alone says nothing of −2.1 SD against −4 SD; null
 * when the indicator was not scored.
 */
export function scoreTextOf(results: readonly ScoredResult[], column: MeasureColumn): string | null {
  const found = results.find((r) => r.indicator === INDICATOR_OF_COLUMN[column]);
  const percentile = found?.score?.percentileText ?? null;
  if (percentile === null || !isOutside(percentile) || !found?.sdBand) return percentile;
  return `${percentile} · ${found.sdBand.text}`;
}

/** 98.5 厘米（立位）; a dash when the visit did not measure it. */
export function valueText(value: number | null, unit: string, posture?: 'lying' | 'standing' | null): string {
  if (value === null) return '—';
  const suffix = posture ? `（${GROWTH_STRINGS.posture[posture]}）` : '';
  return `${value} ${unit}${suffix}`;
}

/** A percentile outside P3–P97 is worth a colour. */
export const isOutside = (text: string | null): boolean =>
  text !== null && (text.startsWith('<') || text.startsWith('>'));

/** 3岁2月 bone age, as doctors write it. */
export const boneAgeText = (years: number, months: number): string =>
  months === 0 ? `${years}岁` : `${years}岁${months}月`;

/** Bone age ahead (+) or behind (−) the calendar age, one decimal of a year. */
export function advanceText(advanceYears: number): string {
  const rounded = Math.round(advanceYears * 10) / 10;
  if (rounded === 0) return '与年龄相符';
  return rounded > 0 ? `提前 ${rounded} 岁` : `落后 ${Math.abs(rounded)} 岁`;
}
