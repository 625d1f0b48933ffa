import type { Baby } from '@sprout/contract';
import { ageOn, clinicToday } from '@sprout/domain';

/** Age text (N岁M月D天) counted on today's clinic date, so a list cached over midnight stays right. */
export const babyAgeText = (baby: Pick<Baby, 'birthday' | 'age'>): string =>
  ageOn(baby.birthday, clinicToday())?.text ?? baby.age.text;
