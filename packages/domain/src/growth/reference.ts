import {
  ageInMonths,
  ageInYears,
  expectedPosture,
  LENGTH_HEIGHT_DIFFERENCE_CM,
  STANDING_FROM_AGE_DAYS,
} from './growth-age.ts';
import { lmsAt, lmsRange } from './lms.ts';
import { evaluatePiecewise, piecewiseMonotone, type PiecewiseCurve } from './monotone.ts';
import type { CentileSeries, GrowthTables, HeightSdRow, LmsRow, LmsTable, TableSex } from './tables.ts';

/** The two reference systems a clinic (and a parent) can choose. */
export type GrowthReference = 'china' | 'who';

export type AgeIndicator = 'lengthHeightForAge' | 'weightForAge' | 'bmiForAge' | 'headCircumferenceForAge';
export type GrowthIndicator = AgeIndicator | 'weightForLengthHeight';

export const AGE_INDICATORS: readonly AgeIndicator[] = [
  'lengthHeightForAge',
  'weightForAge',
  'bmiForAge',
  'headCircumferenceForAge',
];

/** Names a report can print. */
export const INDICATOR_NAMES: Readonly<Record<GrowthIndicator, string>> = {
  lengthHeightForAge: '身长/身高',
  weightForAge: '体重',
  bmiForAge: 'BMI',
  headCircumferenceForAge: '头围',
  weightForLengthHeight: '身长/身高别体重',
};

export type ReferenceSource = 'WHO 2006' | 'WHO 2007' | 'WS/T 423-2022' | 'WS/T 612-2018';

/**
 * What a reference says at one age (or length): an LMS row, a row of printed percentiles (P3…P97), or
 * WS/T 612's median ± 1 and 2 SD. `restricted` marks weight-based LMS indicators, whose z-scores
 * beyond ±3 use WHO's restricted rule.
 */
export type ReferencePoint =
  | { model: 'lms'; source: ReferenceSource; row: LmsRow; restricted: boolean }
  | { model: 'centiles'; source: ReferenceSource; values: readonly number[] }
  | { model: 'sdGrades'; source: ReferenceSource; columns: readonly number[] };

export type GrowthGapCode =
  /** The chosen reference (China) has no curve here; a WHO curve was used instead. */
  | 'whoFallback'
  /** No reference covers this age or length for this indicator. */
  | 'noReference'
  /** The corrected age is before the due date: term-age references do not apply. */
  | 'beforeTerm';

/** A stated gap, so that a report can say what it could not do or did differently. */
export interface GrowthGap {
  code: GrowthGapCode;
  indicator: GrowthIndicator;
  reference: GrowthReference;
  /** The source used instead (whoFallback). */
  usedSource?: ReferenceSource;
  /** One sentence for the report. */
  message: string;
}

export interface ReferenceLookup {
  point: ReferencePoint | null;
  gaps: GrowthGap[];
}

// Coverage limits in the tables' own units.
const WHO2006_LAST_DAY = 1826;
const WHO2007_FIRST_MONTH = 60;
/** WHO 2007 is published to 19 years (228 months); weight-for-age only to 10 years (120 months). */
const WHO2007_LAST_MONTH = 228;
const WHO2007_WEIGHT_LAST_MONTH = 120;
const WST423_LAST_MONTH = 81;
const WST423_HEAD_LAST_MONTH = 36;
const WST612_FIRST_YEAR = 7;
const WST612_LAST_YEAR = 18;

const gap = (
  code: GrowthGapCode,
  indicator: GrowthIndicator,
  reference: GrowthReference,
  message: string,
  usedSource?: ReferenceSource,
): GrowthGap =>
  usedSource ? { code, indicator, reference, message, usedSource } : { code, indicator, reference, message };

const lmsPoint = (
  table: LmsTable,
  sex: TableSex,
  x: number,
  source: ReferenceSource,
  restricted: boolean,
): ReferencePoint | null => {
  const row = lmsAt(table, sex, x);
  return row ? { model: 'lms', source, row, restricted } : null;
};

const isWeightBased = (indicator: GrowthIndicator): boolean =>
  indicator !== 'lengthHeightForAge' && indicator !== 'headCircumferenceForAge';

/**
 * A WHO 2006 daily table that switches from length to height at day 731: a lying age reads only the
 * length rows (to day 730), a standing age only the height rows (from day 731), never a blend.
 */
const who2006Daily = (
  table: LmsTable,
  sex: TableSex,
  ageDays: number,
  switchesAt731: boolean,
  restricted: boolean,
) => {
  let day = ageDays;
  if (switchesAt731) {
    day =
      expectedPosture(ageDays) === 'lying'
        ? Math.min(ageDays, STANDING_FROM_AGE_DAYS - 1)
        : Math.max(ageDays, STANDING_FROM_AGE_DAYS);
  }
  return lmsPoint(table, sex, Math.min(day, WHO2006_LAST_DAY), 'WHO 2006', restricted);
};

/**
 * WHO 2007 by age in days: months from 60 (clamped up from day 1826, a quarter-day short of it) to
 * the published end (the files carry one more month, for interpolation).
 */
const who2007 = (table: LmsTable, sex: TableSex, ageDays: number, lastMonth: number, restricted: boolean) => {
  const months = Math.max(ageInMonths(ageDays), WHO2007_FIRST_MONTH);
  if (months > Math.min(lastMonth, lmsRange(table, sex).to)) return null;
  return lmsPoint(table, sex, months, 'WHO 2007', restricted);
};

/** The WHO curve for an age indicator (2006 to day 1826, then 2007), or null where WHO has none. */
const whoAtAge = (
  tables: GrowthTables,
  indicator: AgeIndicator,
  sex: TableSex,
  ageDays: number,
): ReferencePoint | null => {
  const restricted = isWeightBased(indicator);
  if (ageDays <= WHO2006_LAST_DAY) {
    const t = tables.who2006;
    if (indicator === 'lengthHeightForAge')
      return who2006Daily(t.lengthHeightForAge, sex, ageDays, true, false);
    if (indicator === 'weightForAge') return who2006Daily(t.weightForAge, sex, ageDays, false, true);
    if (indicator === 'bmiForAge') return who2006Daily(t.bmiForAge, sex, ageDays, true, true);
    return who2006Daily(t.headCircumferenceForAge, sex, ageDays, false, false);
  }
  const t = tables.who2007;
  if (indicator === 'lengthHeightForAge')
    return who2007(t.heightForAge, sex, ageDays, WHO2007_LAST_MONTH, false);
  if (indicator === 'weightForAge')
    return who2007(t.weightForAge, sex, ageDays, WHO2007_WEIGHT_LAST_MONTH, restricted);
  if (indicator === 'bmiForAge') return who2007(t.bmiForAge, sex, ageDays, WHO2007_LAST_MONTH, restricted);
  return null;
};

// Curves through the printed percentile columns are built once per table, column and set of breaks.
const curveCache = new WeakMap<CentileSeries, Map<string, PiecewiseCurve[]>>();

const centileCurves = (series: CentileSeries, breaksAfter: readonly number[]): PiecewiseCurve[] => {
  const key = breaksAfter.join(',');
  let bySeries = curveCache.get(series);
  if (!bySeries) {
    bySeries = new Map();
    curveCache.set(series, bySeries);
  }
  const cached = bySeries.get(key);
  if (cached) return cached;
  const xs = series.map((r) => r.x);
  const columns = series[0]?.values.length ?? 0;
  const curves = Array.from({ length: columns }, (_, c) =>
    piecewiseMonotone(
      xs,
      series.map((r) => r.values[c] ?? Number.NaN),
      breaksAfter,
    ),
  );
  bySeries.set(key, curves);
  return curves;
};

/** The printed percentiles at x, interpolated monotonically between printed rows; null outside. */
export const centilesAt = (
  series: CentileSeries,
  x: number,
  breaksAfter: readonly number[] = [],
): number[] | null => {
  const values: number[] = [];
  for (const curve of centileCurves(series, breaksAfter)) {
    const v = evaluatePiecewise(curve, x);
    if (v === null) return null;
    values.push(v);
  }
  return values.length > 0 ? values : null;
};

/**
 * WS/T 423 prints lying length to 23 months and standing height from 24 months (its 24-month row is a
 * height: the step from 23 months is visible in length/height and in BMI). Like WHO mode (length rows
 * to day 730, height rows from day 731), an age measured lying reads only the length rows and an age
 * measured standing only the height rows; nothing is interpolated across the switch. Between 23 and 24
 * months the length rows end, so they are carried to 24 months by the 24-month height row moved back
 * to a length with WHO's adjustment: a lying length is 0.7 cm more than a standing height
 * (LENGTH_HEIGHT_DIFFERENCE_CM; WHO Multicentre Growth Reference Study, anthro). BMI, weight over
 * length or height squared, is moved by the same 0.7 cm: a length-based BMI is the height-based one
 * times (H / (H + 0.7))², with H the 24-month median height of the same table.
 */
const LAST_LENGTH_MONTH = 23;
const FIRST_HEIGHT_MONTH = 24;

interface PostureSeries {
  lying: CentileSeries;
  standing: CentileSeries;
}
const postureSeriesCache = new WeakMap<CentileSeries, PostureSeries>();

/** The printed rows split at the switch, the length rows carried to 24 months. */
const wst423PostureSeries = (
  series: CentileSeries,
  toLength: (heightValue: number) => number,
): PostureSeries => {
  const cached = postureSeriesCache.get(series);
  if (cached) return cached;
  const standing = series.filter((r) => r.x >= FIRST_HEIGHT_MONTH);
  const firstHeight = standing[0];
  if (!firstHeight || firstHeight.x !== FIRST_HEIGHT_MONTH)
    throw new RangeError('WS/T 423 has no 24-month height row');
  const lying = [
    ...series.filter((r) => r.x <= LAST_LENGTH_MONTH),
    { x: FIRST_HEIGHT_MONTH, values: firstHeight.values.map(toLength) },
  ];
  const split = { lying, standing };
  postureSeriesCache.set(series, split);
  return split;
};

/** A standing height at 24 months as the lying length of the same child. */
const heightToLength = (cm: number): number => cm + LENGTH_HEIGHT_DIFFERENCE_CM;

/** The 24-month height-based BMI as the length-based BMI of the same child (H: the table's median). */
const bmiHeightToLength =
  (medianHeightCm: number) =>
  (bmi: number): number =>
    bmi * (medianHeightCm / (medianHeightCm + LENGTH_HEIGHT_DIFFERENCE_CM)) ** 2;

/**
 * The rows an age reads from one WS/T 423 table by age (its percentiles, or its SDs: both are read the
 * same way, so a percentile and an SD band of one visit come from the same rows): lying to 24 months,
 * standing from (WHO's day 731 after rounding, as anthro). `series` is `tables.wst423[indicator][sex]`
 * or `tables.wst423Sd[indicator][sex]`.
 */
export const wst423RowsFor = (
  tables: GrowthTables,
  series: CentileSeries,
  indicator: AgeIndicator,
  sex: TableSex,
  ageDays: number,
): { series: CentileSeries; months: number } => {
  const months = ageInMonths(ageDays);
  if (indicator !== 'lengthHeightForAge' && indicator !== 'bmiForAge') return { series, months };
  const median = tables.wst423.lengthHeightForAge[sex].find((r) => r.x === FIRST_HEIGHT_MONTH)?.values[3];
  if (median === undefined) throw new RangeError('WS/T 423 has no 24-month median height');
  const split = wst423PostureSeries(
    series,
    indicator === 'lengthHeightForAge' ? heightToLength : bmiHeightToLength(median),
  );
  return expectedPosture(ageDays) === 'lying'
    ? { series: split.lying, months: Math.min(months, FIRST_HEIGHT_MONTH) }
    : { series: split.standing, months: Math.max(months, FIRST_HEIGHT_MONTH) };
};

/** The columns of a WS/T 423 table by age at an age in days (see wst423RowsFor). */
export const wst423ColumnsAt = (
  tables: GrowthTables,
  series: CentileSeries,
  indicator: AgeIndicator,
  sex: TableSex,
  ageDays: number,
): number[] | null => {
  const rows = wst423RowsFor(tables, series, indicator, sex, ageDays);
  return centilesAt(rows.series, rows.months);
};

const wst423AtAge = (
  tables: GrowthTables,
  indicator: AgeIndicator,
  sex: TableSex,
  ageDays: number,
): ReferencePoint | null => {
  const values = wst423ColumnsAt(tables, tables.wst423[indicator][sex], indicator, sex, ageDays);
  return values ? { model: 'centiles', source: 'WS/T 423-2022', values } : null;
};

const wst612Series = new WeakMap<readonly HeightSdRow[], CentileSeries>();

/** WS/T 612's five columns at an age, interpolated monotonically between whole years. */
const wst612At = (rows: readonly HeightSdRow[], ageDays: number): ReferencePoint | null => {
  let series = wst612Series.get(rows);
  if (!series) {
    series = rows.map((r) => ({ x: r.ageYears, values: [r.sdNeg2, r.sdNeg1, r.median, r.sdPos1, r.sdPos2] }));
    wst612Series.set(rows, series);
  }
  const columns = centilesAt(series, ageInYears(ageDays));
  return columns ? { model: 'sdGrades', source: 'WS/T 612-2018', columns } : null;
};

const fallback = (point: ReferencePoint | null, indicator: GrowthIndicator, why: string): ReferenceLookup => {
  if (!point)
    return {
      point: null,
      gaps: [gap('noReference', indicator, 'china', `${why}，WHO也没有可用的参考，无法评价。`)],
    };
  return {
    point,
    gaps: [gap('whoFallback', indicator, 'china', `${why}，此处改用${point.source}参考。`, point.source)],
  };
};

const chinaAtAge = (
  tables: GrowthTables,
  indicator: AgeIndicator,
  sex: TableSex,
  ageDays: number,
): ReferenceLookup => {
  const months = ageInMonths(ageDays);
  const name = INDICATOR_NAMES[indicator];
  const lastMonth = indicator === 'headCircumferenceForAge' ? WST423_HEAD_LAST_MONTH : WST423_LAST_MONTH;
  if (months <= lastMonth) return { point: wst423AtAge(tables, indicator, sex, ageDays), gaps: [] };
  const years = ageInYears(ageDays);
  if (indicator === 'lengthHeightForAge') {
    if (years >= WST612_FIRST_YEAR && years <= WST612_LAST_YEAR) {
      return { point: wst612At(tables.wst612[sex], ageDays), gaps: [] };
    }
    const why =
      years < WST612_FIRST_YEAR
        ? '6岁9月至7岁之间没有中国身高标准（WS/T 423-2022止于81月龄，WS/T 612-2018始于7岁）'
        : '18岁以上没有中国身高标准（WS/T 612-2018止于18岁）';
    return fallback(whoAtAge(tables, indicator, sex, ageDays), indicator, why);
  }
  if (indicator === 'headCircumferenceForAge') {
    return fallback(
      whoAtAge(tables, indicator, sex, ageDays),
      indicator,
      '3岁以上没有中国头围标准（WS/T 423-2022头围止于36月龄）',
    );
  }
  const why =
    indicator === 'bmiForAge'
      ? '6岁9月以上没有中国BMI百分位曲线（WS/T 586-2018和WS/T 456-2014只给出超重、肥胖和消瘦的界值）'
      : `6岁9月以上没有中国${name}标准曲线（WS/T 423-2022止于81月龄）`;
  return fallback(whoAtAge(tables, indicator, sex, ageDays), indicator, why);
};

/** The reference point for an age indicator at an age in days, with any gap the report must state. */
export const referenceAtAge = (
  tables: GrowthTables,
  reference: GrowthReference,
  indicator: AgeIndicator,
  sex: TableSex,
  ageDays: number,
): ReferenceLookup => {
  if (!(ageDays >= 0)) {
    return {
      point: null,
      gaps: [gap('beforeTerm', indicator, reference, '矫正年龄未满足月，足月儿标准不适用。')],
    };
  }
  if (reference === 'china') return chinaAtAge(tables, indicator, sex, ageDays);
  const point = whoAtAge(tables, indicator, sex, ageDays);
  if (point) return { point, gaps: [] };
  const why =
    indicator === 'weightForAge'
      ? 'WHO的年龄别体重参考只到10岁，10岁以上请看BMI'
      : indicator === 'headCircumferenceForAge'
        ? 'WHO的头围标准只到5岁'
        : 'WHO参考只到19岁';
  return { point: null, gaps: [gap('noReference', indicator, reference, `${why}，无法评价。`)] };
};

/**
 * The weight-for-length (under 2 years, lying) or weight-for-height (from 2 years, standing) point at
 * a standardised length/height. China: WS/T 423 (45–100 cm length, 75–130 cm height, under 7 years);
 * WHO 2006 (45–110 cm length, 65–120 cm height, under 5 years).
 */
export const referenceAtLength = (
  tables: GrowthTables,
  reference: GrowthReference,
  sex: TableSex,
  ageDays: number,
  lengthHeightCm: number,
): ReferenceLookup => {
  const indicator: GrowthIndicator = 'weightForLengthHeight';
  const lying = expectedPosture(ageDays) === 'lying';
  const what = lying ? '身长' : '身高';
  if (reference === 'china') {
    if (ageInMonths(ageDays) > WST423_LAST_MONTH) {
      return {
        point: null,
        gaps: [gap('noReference', indicator, reference, '身高别体重的中国标准只用于7岁以下儿童，请看BMI。')],
      };
    }
    const series = lying ? tables.wst423.weightForLength[sex] : tables.wst423.weightForHeight[sex];
    const values = centilesAt(series, lengthHeightCm);
    if (values) return { point: { model: 'centiles', source: 'WS/T 423-2022', values }, gaps: [] };
    return {
      point: null,
      gaps: [
        gap(
          'noReference',
          indicator,
          reference,
          `${what}${lengthHeightCm} cm超出WS/T 423-2022${what}别体重表的范围。`,
        ),
      ],
    };
  }
  if (ageDays > WHO2006_LAST_DAY) {
    return {
      point: null,
      gaps: [gap('noReference', indicator, reference, 'WHO的身高别体重标准只用于5岁以下儿童，请看BMI。')],
    };
  }
  const table = lying ? tables.who2006.weightForLength : tables.who2006.weightForHeight;
  const point = lmsPoint(table, sex, lengthHeightCm, 'WHO 2006', true);
  if (point) return { point, gaps: [] };
  return {
    point: null,
    gaps: [
      gap('noReference', indicator, reference, `${what}${lengthHeightCm} cm超出WHO ${what}别体重表的范围。`),
    ],
  };
};
