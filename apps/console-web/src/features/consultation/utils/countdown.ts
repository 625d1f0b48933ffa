/**
 * The inbox's deadlines: the most urgent first, and how long is left as a doctor reads it. A deadline
 * already passed reads 已超时 (the server's job refunds or reassigns within a minute of it).
 */
export interface HasDeadline {
  inquiryId: number;
  dueAt: string | null;
  /** An emergency sign read in the parent's chat (issue 23): such inquiries come before any deadline. */
  redFlag?: { at: string } | null;
}

const timeOf = (iso: string | null): number => {
  if (iso === null) return Number.POSITIVE_INFINITY;
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

/**
 * Red flags first (the earliest first), then the soonest deadline; none last; ties by the older inquiry.
 * A new array, the input untouched.
 */
export function sortByDeadline<T extends HasDeadline>(items: readonly T[]): T[] {
  const flagOf = (i: T) => (i.redFlag ? timeOf(i.redFlag.at) : Number.POSITIVE_INFINITY);
  return [...items].sort(
    (a, b) =>
      Number(!a.redFlag) - Number(!b.redFlag) ||
      flagOf(a) - flagOf(b) ||
      timeOf(a.dueAt) - timeOf(b.dueAt) ||
      a.inquiryId - b.inquiryId,
  );
}

/** Under this many minutes a deadline is shown as urgent. */
export const URGENT_MINUTES = 10;

export interface Countdown {
  text: string;
  overdue: boolean;
  urgent: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `剩余 1小时05分` / `剩余 04分09秒` / `已超时 3分`; null without a deadline. */
export function countdownOf(dueAt: string | null, now: number): Countdown | null {
  const due = timeOf(dueAt);
  if (!Number.isFinite(due)) return null;
  const left = Math.floor((due - now) / 1000);
  if (left <= 0) {
    const late = Math.floor(-left / 60);
    return { text: late > 0 ? `已超时 ${late}分` : '已到时', overdue: true, urgent: true };
  }
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const text = hours > 0 ? `剩余 ${hours}小时${pad(minutes)}分` : `剩余 ${pad(minutes)}分${pad(seconds)}秒`;
  return { text, overdue: false, urgent: left < URGENT_MINUTES * 60 };
}
