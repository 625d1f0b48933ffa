import type { WorkingPeriod } from '@sprout/domain';
import { consultStrings } from '../strings.ts';

export interface HoursLine {
  days: string;
  times: string;
}

const WEEKDAYS = consultStrings.weekdays;

/**
 * A doctor's weekly hours as a parent reads them: days with the same hours share one line, a run of
 * three or more days reads as a range (周一至周五), all seven as 每天. Fourteen rows of "周一
 * 08:30-12:00" tell less than one line 每天 08:30-12:00、14:00-20:00.
 */
export const workingHoursLines = (periods: readonly WorkingPeriod[]): HoursLine[] => {
  const byDay = new Map<number, string>();
  for (let day = 1; day <= 7; day++) {
    const times = periods
      .filter((p) => p.weekday === day)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((p) => `${p.start}-${p.end}`)
      .join('、');
    if (times) byDay.set(day, times);
  }
  const groups: { days: number[]; times: string }[] = [];
  for (const [day, times] of byDay) {
    const same = groups.find((g) => g.times === times);
    if (same) same.days.push(day);
    else groups.push({ days: [day], times });
  }
  return groups.map((g) => ({ days: daysText(g.days), times: g.times }));
};

/** [1,2,3,4,5] → 周一至周五; [1,3,5] → 周一、周三、周五; [1..7] → 每天. */
const daysText = (days: readonly number[]): string => {
  if (days.length === 7) return consultStrings.everyDay;
  const runs: number[][] = [];
  for (const d of days) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === d - 1) last.push(d);
    else runs.push([d]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [consultStrings.dayRange(WEEKDAYS[run[0] ?? 0] ?? '', WEEKDAYS[run[run.length - 1] ?? 0] ?? '')]
        : run.map((d) => WEEKDAYS[d] ?? ''),
    )
    .join('、');
};
