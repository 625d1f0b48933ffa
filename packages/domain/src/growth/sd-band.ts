import type { GrowthIndicator } from './reference.ts';
import { wst423ColumnsAt } from './reference.ts';
import type { GrowthTables, TableSex } from './tables.ts';

/**
 * How far from the median a value lies, in the standard deviation bands the Chinese standards and WHO
 * grade by (WS/T 423-2022 prints its SD tables for exactly these lines, −3 SD to +3 SD). P3 and P97 lie at
 * ±1.88 SD, so a child at −2.1 SD and one at −4 SD both read '<P3'; the band tells them apart.
 */
export type SdBand =
  | 'belowNeg3'
  | 'neg3ToNeg2'
  | 'neg2ToNeg1'
  | 'neg1ToMedian'
  | 'medianToPos1'
  | 'pos1ToPos2'
  | 'pos2ToPos3'
  | 'abovePos3';

/** The bands from the lowest to the highest. */
export const SD_BANDS: readonly SdBand[] = [
  'belowNeg3',
  'neg3ToNeg2',
  'neg2ToNeg1',
  'neg1ToMedian',
  'medianToPos1',
  'pos1ToPos2',
  'pos2ToPos3',
  'abovePos3',
];

/** How a band is printed for doctors and in reports. */
export const SD_BAND_TEXT: Readonly<Record<SdBand, string>> = {
  belowNeg3: '<-3SD',
  neg3ToNeg2: '-3SD~-2SD',
  neg2ToNeg1: '-2SD~-1SD',
  neg1ToMedian: '-1SD~中位数',
  medianToPos1: '中位数~+1SD',
  pos1ToPos2: '+1SD~+2SD',
  pos2ToPos3: '+2SD~+3SD',
  abovePos3: '>+3SD',
};

/**
 * The band of `y` against the seven lines −3, −2, −1, 0, +1, +2, +3 SD (in that order). "Below −2 SD" and
 * "above +2 SD" (the cut-offs WHO and the Chinese standards grade by) mean strictly beyond the line, so a
 * value on a line belongs to the band nearer the median.
 */
export const sdBandOfLines = (lines: readonly number[], y: number): SdBand => {
  const line = (i: number): number => lines[i] ?? Number.NaN;
  if (y < line(0)) return 'belowNeg3';
  if (y < line(1)) return 'neg3ToNeg2';
  if (y < line(2)) return 'neg2ToNeg1';
  if (y < line(3)) return 'neg1ToMedian';
  if (y <= line(4)) return 'medianToPos1';
  if (y <= line(5)) return 'pos1ToPos2';
  if (y <= line(6)) return 'pos2ToPos3';
  return 'abovePos3';
};

const Z_LINES = [-3, -2, -1, 0, 1, 2, 3] as const;

/** The band of a z-score (rounded to 1e-6 first, so a value computed onto a line stays on it). */
export const sdBandOfZ = (z: number): SdBand => sdBandOfLines(Z_LINES, Math.round(z * 1e6) / 1e6);

/**
 * WS/T 423's own SD lines for an indicator at an age in days, read exactly as the percentile tables are
 * (lying rows to 24 months, standing from, reference.ts wst423RowsFor); null for indicators it prints no SD table for (BMI, weight-for-length/height)
 * and beyond its ages (81 months; head circumference 36 months).
 */
export const wst423SdLinesAt = (
  tables: GrowthTables,
  indicator: GrowthIndicator,
  sex: TableSex,
  ageDays: number,
): number[] | null => {
  if (
    indicator !== 'weightForAge' &&
    indicator !== 'lengthHeightForAge' &&
    indicator !== 'headCircumferenceForAge'
  )
    return null;
  if (!(ageDays >= 0)) return null;
  return wst423ColumnsAt(tables, tables.wst423Sd[indicator][sex], indicator, sex, ageDays);
};
