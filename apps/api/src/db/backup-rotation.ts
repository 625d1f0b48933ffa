import { addCalendarDays, clinicToday, daysBetween, weekdayOf } from '@sprout/domain';

/** A scheduled backup as the rotation sees it: its folder's name and when it was taken. */
export interface DatedBackup {
  name: string;
  createdAt: Date;
}

/** How many of the latest clinic days, ISO weeks and calendar months keep their newest backup. */
export interface Rotation {
  days: number;
  weeks: number;
  months: number;
}

/** Grandfather-father-son: a week of dailies, a month of weeklies, a year of monthlies (at most 23). */
export const SCHEDULED_ROTATION: Rotation = { days: 7, weeks: 4, months: 12 };

/** The ISO 8601 week of a YYYY-MM-DD (`2027-W01`): Monday to Sunday, in the year of its Thursday. */
export const isoWeekOf = (date: string): string => {
  const thursday = addCalendarDays(date, 4 - weekdayOf(date));
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
};

/** YYYY-MM of the month `back` months before the one of `date`. */
const monthBefore = (date: string, back: number): string => {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

const counting = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/**
 * The scheduled backups the rotation keeps at `now`: the newest of each of the last `days` clinic
 * days (today included), of each of the last `weeks` ISO weeks (this one included) and of each of the
 * last `months` calendar months (this one included). Days are the clinic's (Asia/Shanghai): a backup
 * at 00:30 belongs to the day that has just begun there, whatever the server's time zone.
 * A backup it cannot place (a date in the future after the clock was put back, an unreadable date) is
 * kept: deleting is the one step that cannot be taken back. The rest may go.
 */
export const backupsToKeep = (
  backups: readonly DatedBackup[],
  now: Date,
  rotation: Rotation = SCHEDULED_ROTATION,
): Set<string> => {
  const today = clinicToday(now);
  const periods: { of: (day: string) => string; recent: Set<string> }[] = [
    { of: (day) => day, recent: new Set(counting(rotation.days).map((i) => addCalendarDays(today, -i))) },
    {
      of: isoWeekOf,
      recent: new Set(counting(rotation.weeks).map((i) => isoWeekOf(addCalendarDays(today, -7 * i)))),
    },
    {
      of: (day) => day.slice(0, 7),
      recent: new Set(counting(rotation.months).map((i) => monthBefore(today, i))),
    },
  ];
  const keep = new Set<string>();
  const placed: { name: string; day: string; at: number }[] = [];
  for (const backup of backups) {
    const at = backup.createdAt.getTime();
    if (Number.isNaN(at) || at > now.getTime()) keep.add(backup.name);
    else placed.push({ name: backup.name, day: clinicToday(backup.createdAt), at });
  }
  // Newest first, so the first one met in a period is the one it keeps.
  placed.sort((a, b) => b.at - a.at || b.name.localeCompare(a.name));
  for (const { of, recent } of periods) {
    const taken = new Set<string>();
    for (const backup of placed) {
      const period = of(backup.day);
      if (!recent.has(period) || taken.has(period)) continue;
      taken.add(period);
      keep.add(backup.name);
    }
  }
  return keep;
};

/** The scheduled backups the rotation lets go at `now`, oldest first. */
export const backupsToPrune = (
  backups: readonly DatedBackup[],
  now: Date,
  rotation: Rotation = SCHEDULED_ROTATION,
): DatedBackup[] => {
  const keep = backupsToKeep(backups, now, rotation);
  return backups
    .filter((b) => !keep.has(b.name))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
};
