import dayjs from 'dayjs';
import { zhCN } from '../../../locale/zh-CN.ts';
import { messageStrings as t } from '../strings.ts';

const JUST_NOW_MS = 5 * 60_000; // spec 9: under 5 minutes reads 刚刚

/**
 * When a message arrived, the way a chat app says it: 刚刚, N分钟前, N小时前 (today), 昨天 HH:mm,
 * M月D日 HH:mm this year, else YYYY-MM-DD. `now` is injectable for tests.
 */
export const formatMessageTime = (iso: string, now: Date = new Date()): string => {
  const at = dayjs(iso);
  if (!at.isValid()) return '';
  const current = dayjs(now);
  const ageMs = current.diff(at);
  if (ageMs < JUST_NOW_MS) return zhCN.common.justNow;
  if (ageMs < 3_600_000) return t.minutesAgo(Math.floor(ageMs / 60_000));
  if (at.isSame(current, 'day')) return t.hoursAgo(Math.floor(ageMs / 3_600_000));
  if (at.isSame(current.subtract(1, 'day'), 'day')) return `${t.yesterday} ${at.format('HH:mm')}`;
  if (at.isSame(current, 'year')) return at.format('M月D日 HH:mm');
  return at.format('YYYY-MM-DD');
};

/** Full time for the detail page. */
export const formatFullTime = (iso: string): string => {
  const at = dayjs(iso);
  return at.isValid() ? at.format('YYYY-MM-DD HH:mm') : '';
};
