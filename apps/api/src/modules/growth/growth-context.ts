import { ageOn, clinicToday, geneticTarget, mmToCm, parseCalendarDate } from '@sprout/domain';
import { invalidInput } from '../../http/app-error.ts';
import type { GrowthBaby } from './growth-views.ts';

/** What growth checks and derives from the baby itself: dates against its birthday, its genetic target. */

/** A measurement or reading date: a real day, not after today, not before the birthday. */
export const checkDateFor = (baby: Pick<GrowthBaby, 'birthday'>, date: string, field: string) => {
  if (!parseCalendarDate(date)) throw invalidInput({ [field]: '请选择正确的日期' });
  if (date > clinicToday()) throw invalidInput({ [field]: '日期不能晚于今天' });
  const age = ageOn(baby.birthday, date);
  if (!age) throw invalidInput({ [field]: '日期不能早于出生日期' });
  return age;
};

export const babyGeneticTarget = (baby: GrowthBaby) =>
  baby.dad_height_mm === null || baby.mom_height_mm === null
    ? null
    : geneticTargetView(mmToCm(baby.dad_height_mm), mmToCm(baby.mom_height_mm), baby.sex);

export const geneticTargetView = (father: number, mother: number, sex: '男' | '女') => ({
  fatherHeight: father,
  motherHeight: mother,
  sex,
  ...geneticTarget(father, mother, sex),
});
