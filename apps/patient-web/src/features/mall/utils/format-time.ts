import { formatClinicTime } from '@sprout/domain';
/** A stored ISO time as the clinic's wall clock, 'YYYY-MM-DD HH:mm'; '' when it is not a time. */
export const formatTime = (iso: string): string => formatClinicTime(iso, 'YYYY-MM-DD HH:mm');
