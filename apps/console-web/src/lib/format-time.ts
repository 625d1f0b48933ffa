import { formatClinicTime } from '@sprout/domain';

// The clinic is in China: times are shown on its clock (Asia/Shanghai) whatever the PC's own zone.

/** `2026/05/03 14:05` from an ISO time; the raw text when it is not a time. */
export function formatClinicDateTime(iso: string): string {
  return formatClinicTime(iso, 'YYYY/MM/DD HH:mm') || iso;
}

/** `2026年5月3日星期日` for today at the clinic. */
export function formatClinicToday(now: Date = new Date()): string {
  return formatClinicTime(now, 'YYYY年M月D日dddd');
}
