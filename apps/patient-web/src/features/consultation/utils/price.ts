import { formatFen } from '@sprout/domain';

/** A consultation's price as the parent reads it: '¥39.00', or 免费 for a service the clinic gives free. */
export const priceText = (fen: number): string => (fen === 0 ? '免费' : `¥${formatFen(fen)}`);

/** Minutes as the parent reads them: 30分钟, 2小时, 1小时30分钟, 3天. */
export const minutesText = (minutes: number): string => {
  const m = Math.max(0, Math.round(minutes));
  if (m >= 1440 && m % 1440 === 0) return `${m / 1440}天`;
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  if (hours === 0) return `${rest}分钟`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
};
