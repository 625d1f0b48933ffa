import dayjs from 'dayjs';

/** A deadline as a parent reads it: 'HH:mm' today, else 'M月D日 HH:mm'. */
export const formatDeadline = (iso: string, now: Date = new Date()): string => {
  const at = dayjs(iso);
  if (!at.isValid()) return '';
  return at.isSame(dayjs(now), 'day') ? at.format('HH:mm') : at.format('M月D日 HH:mm');
};
