import { BABY_RULES } from '../baby-profile.ts';
import {
  GROWTH_CHART_SLOTS_PER_MONTH,
  GROWTH_CHART_SLOTS_PER_YEAR,
  GROWTH_CHART_TOTAL_SLOTS,
} from '../spec-constants.ts';
import { formatAge } from '../age.ts';

/** WHO's month: 365.25 / 12 days. Ages are counted in days; months and years derive from them. */
export const DAYS_PER_MONTH = 30.4375;
export const DAYS_PER_YEAR = 365.25;

/** WHO measures lying length before this age in (rounded) days and standing height from it. */
export const STANDING_FROM_AGE_DAYS = 731;
/** A standing height is about 0.7 cm less than a lying length of the same child (WHO, anthro). */
export const LENGTH_HEIGHT_DIFFERENCE_CM = 0.7;

/** Corrected age applies while the chronological age is under 2 years. */
export const CORRECTED_AGE_UNTIL_DAYS = 2 * DAYS_PER_YEAR;
/** Term is 40 weeks of gestation. */
export const TERM_GESTATION_DAYS = 280;

export const ageInMonths = (ageDays: number): number => ageDays / DAYS_PER_MONTH;
export const ageInYears = (ageDays: number): number => ageDays / DAYS_PER_YEAR;
export const daysOfMonths = (months: number): number => months * DAYS_PER_MONTH;
export const daysOfYears = (years: number): number => years * DAYS_PER_YEAR;

/** anthro rounds a day count half up before choosing between length and height. */
const roundHalfUp = (x: number): number => Math.floor(x + 0.5);

export type Posture = 'lying' | 'standing';

/** How the child should be measured at this age: lying length before 731 days, standing height from it. */
export const expectedPosture = (ageDays: number): Posture =>
  roundHalfUp(ageDays) < STANDING_FROM_AGE_DAYS ? 'lying' : 'standing';

/**
 * The measurement as the reference expects it at this age: a standing height taken before 731 days
 * gets +0.7 cm, a lying length taken from 731 days gets −0.7 cm (WHO's rule, as anthro applies it).
 */
export const standardisedLengthHeight = (ageDays: number, cm: number, posture?: Posture): number => {
  if (!posture) return cm;
  const expected = expectedPosture(ageDays);
  if (posture === expected) return cm;
  return posture === 'standing' ? cm + LENGTH_HEIGHT_DIFFERENCE_CM : cm - LENGTH_HEIGHT_DIFFERENCE_CM;
};

export interface Gestation {
  weeks: number;
  /** Extra days, 0–6. */
  days?: number;
}

export interface AssessmentAges {
  chronologicalDays: number;
  /**
   * Age counted from the due date (chronological minus the weeks born early) for a baby born before
   * 37 weeks, while under 2 years; null otherwise. It is negative before the due date.
   */
  correctedDays: number | null;
}

/** Both ages of a child: corrected age for babies born before 37 weeks, until age 2 (as RCPCH charts do). */
export const assessmentAges = (chronologicalDays: number, gestation?: Gestation | null): AssessmentAges => {
  if (!gestation || gestation.weeks >= BABY_RULES.pretermBeforeWeeks) {
    return { chronologicalDays, correctedDays: null };
  }
  if (chronologicalDays >= CORRECTED_AGE_UNTIL_DAYS) return { chronologicalDays, correctedDays: null };
  const gestationDays = gestation.weeks * 7 + (gestation.days ?? 0);
  return { chronologicalDays, correctedDays: chronologicalDays - (TERM_GESTATION_DAYS - gestationDays) };
};

// The growth chart grid (product-spec section 9): 31 slots a month, 12 months a year (372 slots), from
// 0 to 18 years plus the closing slot at exactly 18: 18 × 372 + 1 = 6697 slots. Slot y·372 + m·31 + d
// stands for the age "y岁m月d天", which is how the chart places a child's calendar age.

export type ChartRange = '0-3' | '0-7' | '0-18';
export const CHART_RANGE_YEARS: Readonly<Record<ChartRange, number>> = { '0-3': 3, '0-7': 7, '0-18': 18 };

export interface ChartSlot {
  slot: number;
  years: number;
  months: number;
  days: number;
  /** The spec's label, e.g. 3岁2月5天. */
  label: string;
  /** y × 365.25 + m × 30.4375 + d: whole slots of a month fall on WHO's exact months. */
  ageDays: number;
}

export const chartSlotCount = (range: ChartRange): number =>
  CHART_RANGE_YEARS[range] * GROWTH_CHART_SLOTS_PER_YEAR + 1;

export const chartSlot = (slot: number): ChartSlot => {
  if (!Number.isInteger(slot) || slot < 0 || slot >= GROWTH_CHART_TOTAL_SLOTS) {
    throw new RangeError(`chart slot out of range: ${slot}`);
  }
  const years = Math.floor(slot / GROWTH_CHART_SLOTS_PER_YEAR);
  const inYear = slot % GROWTH_CHART_SLOTS_PER_YEAR;
  const months = Math.floor(inYear / GROWTH_CHART_SLOTS_PER_MONTH);
  const days = inYear % GROWTH_CHART_SLOTS_PER_MONTH;
  return {
    slot,
    years,
    months,
    days,
    label: formatAge(years, months, days),
    ageDays: years * DAYS_PER_YEAR + months * DAYS_PER_MONTH + days,
  };
};

/** Every slot of a range, in order: 1117 for 0-3 years, 2605 for 0-7, 6697 for 0-18. */
export const chartGrid = (range: ChartRange): ChartSlot[] =>
  Array.from({ length: chartSlotCount(range) }, (_, i) => chartSlot(i));

/** The slot of a calendar age (as `ageOn` gives it), or null past 18 years. */
export const slotOfAge = (age: { years: number; months: number; days: number }): number | null => {
  const { years, months, days } = age;
  if (![years, months, days].every((n) => Number.isInteger(n) && n >= 0) || months > 11 || days > 30) {
    return null;
  }
  const slot = years * GROWTH_CHART_SLOTS_PER_YEAR + months * GROWTH_CHART_SLOTS_PER_MONTH + days;
  return slot < GROWTH_CHART_TOTAL_SLOTS ? slot : null;
};

/** The last slot at or before an age in days (WHO's year and month lengths), or null past 18 years. */
export const slotOfAgeDays = (ageDays: number): number | null => {
  if (!(ageDays >= 0)) return null;
  const years = Math.floor(ageDays / DAYS_PER_YEAR);
  const rest = ageDays - years * DAYS_PER_YEAR;
  const months = Math.min(11, Math.floor(rest / DAYS_PER_MONTH));
  const days = Math.min(30, Math.floor(rest - months * DAYS_PER_MONTH));
  return slotOfAge({ years, months, days });
};

/** The label N岁M月D天 of an age in days, on the grid's convention (a birthday gives ageOn instead). */
export const ageLabelOfDays = (ageDays: number): string | null => {
  const slot = slotOfAgeDays(ageDays);
  return slot === null ? null : chartSlot(slot).label;
};

/** Reads the spec's label form "3岁2月5天" (each part optional but in this order), or null. */
export const parseAgeLabel = (text: string): { years: number; months: number; days: number } | null => {
  const match = /^(?:(\d+)岁)?(?:(\d+)(?:个)?月)?(?:(\d+)天)?$/.exec(text.trim());
  if (!match || (!match[1] && !match[2] && !match[3])) return null;
  return { years: Number(match[1] ?? 0), months: Number(match[2] ?? 0), days: Number(match[3] ?? 0) };
};
