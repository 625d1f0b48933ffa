/** The clinic is in China: times are shown in Asia/Shanghai whatever the PC's own time zone. */
const CLINIC_TIME_ZONE = 'Asia/Shanghai';

const dateTimeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: CLINIC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const longDateFormat = new Intl.DateTimeFormat('zh-CN', { timeZone: CLINIC_TIME_ZONE, dateStyle: 'full' });

/** `2026/05/03 14:05` from an ISO time; the raw text when it is not a time. */
export function formatClinicDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** `2026年5月3日星期日` for today at the clinic. */
export function formatClinicToday(now: Date = new Date()): string {
  return longDateFormat.format(now);
}
