import type { InquiryView } from '@sprout/contract';

/** The deadline that runs now: the doctor's accept (待接诊) or first answer (问诊中, nothing answered yet). */
export type RunningDeadline = { kind: 'accept' | 'answer'; dueAt: string };

export const runningDeadline = (
  inquiry: Pick<InquiryView, 'status' | 'acceptDeadlineAt' | 'answerDeadlineAt' | 'firstAnsweredAt'>,
): RunningDeadline | null => {
  if (inquiry.status === 'waiting' && inquiry.acceptDeadlineAt)
    return { kind: 'accept', dueAt: inquiry.acceptDeadlineAt };
  if (inquiry.status === 'inProgress' && !inquiry.firstAnsweredAt && inquiry.answerDeadlineAt)
    return { kind: 'answer', dueAt: inquiry.answerDeadlineAt };
  return null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Seconds left as the countdown shows them: mm:ss, h:mm:ss, and past a day N天 h:mm:ss (deadlines
 * count only the doctor's working hours, so one asked on Friday night can run over a weekend).
 */
export const formatTimeLeft = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const clock = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  if (days > 0) return `${days}天 ${h}:${clock}`;
  return h > 0 ? `${h}:${clock}` : clock;
};
