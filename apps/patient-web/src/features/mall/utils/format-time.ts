/** A stored ISO time as the clinic's wall clock, 'YYYY-MM-DD HH:mm' (Asia/Shanghai, UTC+8, no DST). */
export const formatTime = (iso: string): string => {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return '';
  return new Date(t.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
};
