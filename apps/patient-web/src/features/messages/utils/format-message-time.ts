import { clinicDaysAgo, formatClinicTime, RELATIVE_TIME_JUST_NOW_MS } from '@sprout/domain';
import { zhCN } from '../../../locale/zh-CN.ts';
import { messageStrings as t } from '../strings.ts';

/**
 * When a message arrived, the way a chat app says it: 刚刚 (spec 9: under 5 minutes), N分钟前, N小时前
 * (today), 昨天 HH:mm, M月D日 HH:mm this year, else YYYY-MM-DD; days and years on the clinic's calendar,
 * whatever zone the phone is in. `now` is injectable for tests.
 */
export const formatMessageTime = (iso: string, now: Date = new Date()): string => {
  const at = Date.parse(iso);
  const days = clinicDaysAgo(iso, now);
  if (Number.isNaN(at) || days === null) return '';
  const ageMs = now.getTime() - at;
  if (ageMs < RELATIVE_TIME_JUST_NOW_MS) return zhCN.common.justNow;
  if (ageMs < 3_600_000) return t.minutesAgo(Math.floor(ageMs / 60_000));
  if (days === 0) return t.hoursAgo(Math.floor(ageMs / 3_600_000));
  if (days === 1) return `${t.yesterday} ${formatClinicTime(iso, 'HH:mm')}`;
  if (formatClinicTime(iso, 'YYYY') === formatClinicTime(now, 'YYYY'))
    return formatClinicTime(iso, 'M月D日 HH:mm');
  return formatClinicTime(iso, 'YYYY-MM-DD');
};

/** Full time for the detail page, on the clinic's clock. */
export const formatFullTime = (iso: string): string => formatClinicTime(iso, 'YYYY-MM-DD HH:mm');
