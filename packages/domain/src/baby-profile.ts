import { ageOn } from './age.ts';
import { parseCalendarDate } from './clinic-date.ts';

/** Limits of a baby profile, in the units the app shows (cm, weeks, characters). */
export const BABY_RULES = {
  nameMaxLength: 20,
  maxAgeYears: 18,
  parentHeightCm: { min: 130, max: 230 },
  hopeHeightCm: { min: 120, max: 230 },
  gestationalWeeks: { min: 22, max: 44 },
  /**
   * The smallest weight any measurement may have, in kg. Babies are accepted from 22 weeks of gestation,
   * and the real birth weights of 22-24-week survivors go far below the 0.5 kg this used to be: the
   * Tiniest Babies Registry (University of Iowa; Bell EF, Zumbach DK, "The Tiniest Babies: A Registry of
   * Survivors With Birth Weight Less Than 400 Grams", Pediatrics 2011;127(1):58-61,
   * doi:10.1542/peds.2010-1855) listed survivors from 260 g in 2010 and records a smallest survivor of
   * 212 g at birth (Singapore, 2020). 0.2 kg admits every registered survivor's birth weight. Read from
   * the registry's public page and the paper's abstract; the registry's list itself was not reachable here.
   */
  smallestWeightKg: 0.2,
  /** Babies born before this many weeks get corrected ages until age 2 (used by growth). */
  pretermBeforeWeeks: 37,
} as const;

export type Sex = '男' | '女';

/** Why a birthday is refused, or null when it is acceptable on `today`. */
export const birthdayProblem = (birthday: string, today: string): string | null => {
  if (!parseCalendarDate(birthday)) return '请选择正确的出生日期';
  if (birthday > today) return '出生日期不能晚于今天';
  const age = ageOn(birthday, today);
  if (!age || age.years >= BABY_RULES.maxAgeYears) return `仅支持为${BABY_RULES.maxAgeYears}岁以下的孩子建档`;
  return null;
};

/** Why a name is refused, or null. Names are trimmed first. */
export const babyNameProblem = (name: string): string | null => {
  const trimmed = name.trim();
  if (trimmed.length === 0) return '请输入宝宝姓名';
  if ([...trimmed].length > BABY_RULES.nameMaxLength)
    return `宝宝姓名不能超过${BABY_RULES.nameMaxLength}个字`;
  if (/[<>]/.test(trimmed)) return '宝宝姓名不能包含尖括号';
  return null;
};

/** Why a height in cm is refused for the given bound, or null. One decimal at most. */
export const heightProblem = (
  cm: number,
  bound: { min: number; max: number },
  label: string,
): string | null => {
  if (!Number.isFinite(cm)) return `请输入${label}`;
  if (Math.round(cm * 10) !== Math.round(cm * 10 * 1000) / 1000) return `${label}最多保留一位小数`;
  if (cm < bound.min || cm > bound.max) return `${label}应在${bound.min}-${bound.max}厘米之间`;
  return null;
};

/** Heights travel as cm with one decimal and are stored as whole millimetres, which keeps sums exact. */
export const cmToMm = (cm: number): number => Math.round(cm * 10);
export const mmToCm = (mm: number): number => mm / 10;
