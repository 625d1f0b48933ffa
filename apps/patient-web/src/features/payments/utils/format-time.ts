import dayjs from 'dayjs';

/** The spec's date-time format (yyyy/mm/dd hh:mm:ss), or '' for no time. */
export const formatDateTime = (iso: string | null): string => {
  if (!iso) return '';
  const at = dayjs(iso);
  return at.isValid() ? at.format('YYYY/MM/DD HH:mm:ss') : '';
};

/** A deadline as a parent reads it: 'HH:mm' today, else 'M月D日 HH:mm'. */
export const formatDeadline = (iso: string, now: Date = new Date()): string => {
  const at = dayjs(iso);
  if (!at.isValid()) return '';
  return at.isSame(dayjs(now), 'day') ? at.format('HH:mm') : at.format('M月D日 HH:mm');
};
