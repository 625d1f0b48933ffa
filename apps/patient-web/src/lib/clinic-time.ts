import { clinicWallClock } from '@sprout/domain';

/**
 * A stored instant as the clinic's wall clock to the minute, 'YYYY-MM-DD HH:mm' (Asia/Shanghai,
 * whatever the phone's zone); null when the text is not a time, so each page says what it shows then.
 */
export const clinicMinute = (iso: string): string | null => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return clinicWallClock(at).slice(0, 16).replace('T', ' ');
};
