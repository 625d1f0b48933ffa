import { clinicDaysAgo, formatClinicTime } from '@sprout/domain';

/** A deadline as a parent reads it on the clinic's clock: 'HH:mm' today, else 'M月D日 HH:mm'. */
export const formatDeadline = (iso: string, now: Date = new Date()): string =>
  formatClinicTime(iso, clinicDaysAgo(iso, now) === 0 ? 'HH:mm' : 'M月D日 HH:mm');
