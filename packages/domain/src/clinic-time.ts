import { clinicToday, clinicWallClock, daysBetween } from './clinic-date.ts';

/**
 * The one way an instant becomes text for a person: on the clinic's clock (Asia/Shanghai), never the
 * phone's or the PC's, so a parent abroad or with a wrong time zone reads the times the clinic keeps.
 * Built on clinicWallClock's fixed UTC+8 (no Intl, no date library), which keeps it cheap on every page
 * that shows a time.
 *
 * Pattern letters: YYYY year, MM / M month, DD / D day, HH hour (00-23), mm minute, ss second,
 * dddd weekday (星期一); anything else is kept as written ('M月D日 HH:mm', 'YYYY/MM/DD HH:mm:ss').
 */

const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;
const TOKENS = /YYYY|dddd|MM|DD|HH|mm|ss|M|D/g;

const instantOf = (at: Date | string): Date | null => {
  const d = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(d.getTime()) ? null : d;
};

/** `at` (a Date or the server's ISO text) in `pattern` on the clinic's clock; '' when it is not a time. */
export const formatClinicTime = (at: Date | string, pattern: string): string => {
  const d = instantOf(at);
  if (!d) return '';
  // YYYY-MM-DDTHH:mm:ss.sss on the clinic's wall.
  const wall = clinicWallClock(d);
  const part = (from: number, to: number) => wall.slice(from, to);
  const values: Record<string, string> = {
    YYYY: part(0, 4),
    MM: part(5, 7),
    M: String(Number(part(5, 7))),
    DD: part(8, 10),
    D: String(Number(part(8, 10))),
    HH: part(11, 13),
    mm: part(14, 16),
    ss: part(17, 19),
    dddd: WEEKDAY_NAMES[new Date(`${part(0, 10)}T00:00:00Z`).getUTCDay()] ?? '',
  };
  return pattern.replace(TOKENS, (token) => values[token] ?? token);
};

/**
 * Clinic days from `at` to `now`: 0 on the same clinic day, 1 for the day before; null when `at` is not
 * a time. For labels such as 昨天 14:05, which must turn at the clinic's midnight, not the phone's.
 */
export const clinicDaysAgo = (at: Date | string, now: Date): number | null => {
  const d = instantOf(at);
  return d ? daysBetween(clinicToday(d), clinicToday(now)) : null;
};
