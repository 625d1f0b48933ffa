import { ageOn } from './age.ts';
import { parseCalendarDate } from './clinic-date.ts';

/** Limits of a baby profile, in the units the app shows (cm, weeks, characters). */
export const BABY_RULES = {
  nameMaxLength: 20,
  maxAgeYears: 18,
  parentHeightCm: { min: 130, max: 230 },
  hopeHeightCm: { min: 120, max: 230 },
  gestationalWeeks: { min: 22, max: 44 },
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
