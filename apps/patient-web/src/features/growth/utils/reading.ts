/** The plain words for parents live in @sprout/domain, shared with the server's stored reports. */
export { readingFor, type ScoreLike } from '@sprout/domain';

/** Lying length under 2 years (730 days), standing height from then on. */
export const postureForAge = (birthday: string, date: string): 'lying' | 'standing' => {
  const b = new Date(`${birthday}T00:00:00Z`);
  const d = new Date(`${date}T00:00:00Z`);
  const twoYears = new Date(Date.UTC(b.getUTCFullYear() + 2, b.getUTCMonth(), b.getUTCDate()));
  return d < twoYears ? 'lying' : 'standing';
};

/** A decimal typed as text → number, or undefined when empty. */
export const parseDecimal = (text: string): number | undefined => {
  const t = text.trim();
  if (t === '' || t === '.') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
};

/** The message is about a value that does not fit the age (the server lets it through with confirmUnusual). */
export const isImplausibleMessage = (message: string): boolean => message.includes('请核对');
