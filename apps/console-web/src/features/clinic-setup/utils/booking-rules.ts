import { addCalendarDays, type BookingSettings, clinicClock, lastBookableDate } from '@sprout/domain';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** `11月29日（周日）` for a clinic date. */
export function dateLabel(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return `${month}月${day}日（${weekday}）`;
}

/** 90 → `1小时30分钟`, 1440 → `24小时`, 15 → `15分钟`. */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}分钟`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
}

/**
 * What the booking settings mean for a parent right now, in the words the console shows under the form:
 * the same rules the server applies (they come from @sprout/domain), so the preview cannot disagree.
 */
export function bookingRulesPreview(settings: BookingSettings, now: Date): string[] {
  const today = clinicClock(now).date;
  const last = lastBookableDate(settings, now);
  const newest = addCalendarDays(today, settings.bookingWindowDays);
  return [
    last === today ? '此刻家长只能预约今天的号源。' : `此刻家长可预约今天至 ${dateLabel(last)} 的号源。`,
    `每天 ${settings.releaseTime} 放出第 ${settings.bookingWindowDays} 天的号源（今天放出 ${dateLabel(newest)}）。`,
    `每天 ${settings.sameDayCutoff} 以后不能再预约当天的号源。`,
    settings.cancelCutoffMinutes === 0
      ? '就诊开始前家长都可以自行取消预约。'
      : `就诊开始前 ${minutesText(settings.cancelCutoffMinutes)}以内，家长不能再自行取消预约。`,
    `预约付费号源后须在 ${minutesText(settings.holdMinutes)}内完成支付，超时订单关闭、号源放回。`,
  ];
}
