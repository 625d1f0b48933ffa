import { CLINIC_TIME_ZONE } from './clinic-date.ts';
import { formatClinicTime } from './clinic-time.ts';
import { RELATIVE_TIME_JUST_NOW_MS } from './spec-constants.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Past this many days a relative label stops helping and relativeTime shows the date instead. */
export const RELATIVE_TIME_MAX_DAYS = 30;

const isValidDate = (d: Date): boolean => d instanceof Date && !Number.isNaN(d.getTime());

/**
 * A short label for when something happened, e.g. a message or notice.
 * Spec: under 5 minutes '刚刚'. The rest is our choice, documented here:
 * 5-59 minutes 'N分钟前', 1-23 hours 'N小时前', 1-29 days 'N天前', and from 30 days on the
 * date 'YYYY/MM/DD' on the clinic calendar (a month-old relative label makes parents count).
 * Times in the future (phone clock behind the server's) read '刚刚' rather than a negative count.
 * An invalid date gives '' so a list with one bad row still renders.
 */
export const relativeTime = (then: Date, now: Date, timeZone: string = CLINIC_TIME_ZONE): string => {
  if (!isValidDate(then) || !isValidDate(now)) return '';
  const diff = now.getTime() - then.getTime();
  if (diff < RELATIVE_TIME_JUST_NOW_MS) return '刚刚';
  if (diff < HOUR_MS) return `${Math.floor(diff / MINUTE_MS)}分钟前`;
  if (diff < DAY_MS) return `${Math.floor(diff / HOUR_MS)}小时前`;
  const days = Math.floor(diff / DAY_MS);
  if (days < RELATIVE_TIME_MAX_DAYS) return `${days}天前`;
  return formatDateTime(then, timeZone).slice(0, 10);
};

/**
 * Label for when a post was published, exactly per ui-strings: 'N个月前发布' from 30 days
 * (N = floor(days / 30)), then 'N周前发布' from 7 days, 'N天前发布', 'N小时前发布', 'N分钟前发布',
 * else '刚刚发布' (also for future times). An invalid date gives ''.
 */
export const relativePostTime = (then: Date, now: Date): string => {
  if (!isValidDate(then) || !isValidDate(now)) return '';
  const diff = now.getTime() - then.getTime();
  const days = Math.floor(diff / DAY_MS);
  if (days >= 30) return `${Math.floor(days / 30)}个月前发布`;
  if (days >= 7) return `${Math.floor(days / 7)}周前发布`;
  if (days >= 1) return `${days}天前发布`;
  const hours = Math.floor(diff / HOUR_MS);
  if (hours >= 1) return `${hours}小时前发布`;
  const minutes = Math.floor(diff / MINUTE_MS);
  if (minutes >= 1) return `${minutes}分钟前发布`;
  return '刚刚发布';
};

// Intl formatters are costly to build; keep one per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23, not hour12: false, which some engines render as '24' at midnight.
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/**
 * 'yyyy/mm/dd hh:mm:ss' (spec section 9, 24-hour clock) in the given time zone, by default the
 * clinic's, so the label does not depend on the server's or phone's zone. Invalid date gives ''.
 * An unknown time zone name throws RangeError (a configuration error worth seeing).
 */
export const formatDateTime = (date: Date, timeZone: string = CLINIC_TIME_ZONE): string => {
  if (!isValidDate(date)) return '';
  // The clinic's own clock is the one formatter every page uses; Intl only for another zone.
  if (timeZone === CLINIC_TIME_ZONE) return formatClinicTime(date, 'YYYY/MM/DD HH:mm:ss');
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};
