import type { Sex } from './baby-profile.ts';

/**
 * Genetic target height (quality bar C3): (father + mother + 13) / 2 for boys, (father + mother - 13) / 2
 * for girls, in cm, rounded to one decimal. Works in millimetres so that rounding is exact.
 */
export const geneticHeightCm = (fatherCm: number, motherCm: number, sex: Sex): number => {
  const offsetMm = sex === '男' ? 130 : -130;
  const sumMm = Math.round(fatherCm * 10) + Math.round(motherCm * 10) + offsetMm;
  // sumMm / 2 is a whole or half millimetre; half rounds up, as 0.05 cm rounds up to 0.1.
  return Math.round(sumMm / 2) / 10;
};

/** The usual ±6.5 cm band around the target height (about ±2 SD of the parental method). */
export const GENETIC_BAND_CM = 6.5;
