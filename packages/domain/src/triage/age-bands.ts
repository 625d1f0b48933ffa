import { BABY_RULES } from '../baby-profile.ts';
import { CORRECTED_AGE_UNTIL_DAYS, TERM_GESTATION_DAYS } from '../growth/growth-age.ts';

/**
 * Age bands that decide thresholds and questions (issue 23). Babies born before 37 weeks are judged by
 * corrected age until they are two (the usual paediatric practice: AAP, "Age terminology during the
 * perinatal period", Pediatrics 2004;114:1362), so a 100-day-old born at 30 weeks is treated as about a
 * month old: a fever then counts as it does under three months.
 */
export const AGE_BANDS = ['newborn', 'young_infant', 'infant', 'preschool', 'school'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  newborn: '0-28天',
  young_infant: '1-3个月',
  infant: '3-12个月',
  preschool: '1-5岁',
  school: '5-18岁',
};

/**
 * Corrected age in days: chronological age minus the days born early, for preterm babies under two, by
 * the same constants the growth charts correct with (one rule for the whole product).
 */
export const correctedAgeDays = (ageDays: number, gestationWeeks?: number | null): number => {
  if (
    !gestationWeeks ||
    gestationWeeks >= BABY_RULES.pretermBeforeWeeks ||
    ageDays >= CORRECTED_AGE_UNTIL_DAYS
  )
    return ageDays;
  return Math.max(0, ageDays - Math.round(TERM_GESTATION_DAYS - gestationWeeks * 7));
};

/**
 * NICE NG143 speaks of "younger than 3 months" and "3 to 6 months"; Sprout counts the first 90 days as
 * under three months (day 90 included, the safer reading of the boundary), 91-180 days as 3-6 months.
 */
export const UNDER_3_MONTHS_MAX_DAYS = 90;
export const UNDER_6_MONTHS_MAX_DAYS = 180;

export const ageBandOf = (days: number): AgeBand => {
  if (days <= 28) return 'newborn';
  if (days <= UNDER_3_MONTHS_MAX_DAYS) return 'young_infant';
  if (days <= 365) return 'infant';
  if (days <= 1825) return 'preschool';
  return 'school';
};
