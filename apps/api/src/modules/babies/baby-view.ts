import type { Baby } from '@sprout/contract';
import { BABY_RULES, ageOn, clinicToday, geneticHeightCm, mmToCm } from '@sprout/domain';
import type { BabyRow } from '../../db/schema.ts';
import { cityLabel } from '../regions/regions.service.ts';

/** A stored baby as the app sees it: cm with one decimal, derived age and genetic target height. */
export const toBabyView = (row: BabyRow, today = clinicToday()): Baby => {
  const dad = row.dad_height_mm === null ? null : mmToCm(row.dad_height_mm);
  const mom = row.mom_height_mm === null ? null : mmToCm(row.mom_height_mm);
  const age = ageOn(row.birthday, today) ?? { years: 0, months: 0, days: 0, totalDays: 0, text: '0岁0月0天' };
  return {
    babyId: row.id,
    babyName: row.name,
    sex: row.sex,
    birthday: row.birthday,
    babyCity: row.city_code,
    babyCityName: row.city_code ? cityLabel(row.city_code) : null,
    dadHeight: dad,
    momHeight: mom,
    hopeHeight: row.hope_height_mm === null ? null : mmToCm(row.hope_height_mm),
    gestationalWeeks: row.gestational_weeks,
    isPreterm: row.gestational_weeks !== null && row.gestational_weeks < BABY_RULES.pretermBeforeWeeks,
    isDefault: row.is_default === 1,
    geneticHeight: dad !== null && mom !== null ? geneticHeightCm(dad, mom, row.sex) : null,
    age,
    createdAt: row.created_at,
  };
};
