import { addDays, ageOn, assessmentAges, TERM_GESTATION_DAYS } from '@sprout/domain';

/**
 * 矫正年龄 of a child born before 37 weeks, until 2 years (the growth engine's rule, RCPCH's
 * convention): the age counted from the due date. Null for a child born at term, without a recorded
 * gestation, or 2 years and older; `未到预产期` before the due date.
 */
export function correctedAgeText(
  birthday: string,
  gestationalWeeks: number | null,
  today: string,
): string | null {
  const chronological = ageOn(birthday, today);
  if (!chronological || gestationalWeeks === null) return null;
  const { correctedDays } = assessmentAges(chronological.totalDays, { weeks: gestationalWeeks });
  if (correctedDays === null) return null;
  if (correctedDays < 0) return '未到预产期';
  const dueDate = addDays(birthday, TERM_GESTATION_DAYS - gestationalWeeks * 7);
  return ageOn(dueDate, today)?.text ?? null;
}
