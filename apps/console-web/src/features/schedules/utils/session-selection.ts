import type { ClinicStopOutcome, ConsoleSession } from '@sprout/contract';

/** The selection after ticking or unticking some rows; kept across pages, keyed by session. */
export function updateSelection(
  current: readonly ConsoleSession[],
  rows: readonly ConsoleSession[],
  selected: boolean,
): ConsoleSession[] {
  const ids = new Set(rows.map((r) => r.sessionId));
  const rest = current.filter((s) => !ids.has(s.sessionId));
  return selected ? [...rest, ...rows] : rest;
}

/** Parents with a seat in the sessions about to be stopped: they will be told, and refunded if they paid. */
export const bookedIn = (sessions: readonly ConsoleSession[]): number =>
  sessions.reduce((sum, s) => sum + s.booked, 0);

/** What a stop did, in one sentence for the manager. */
export function describeStopOutcome(outcome: ClinicStopOutcome): string {
  const parts = [`已停诊 ${outcome.stoppedSessions} 个出诊`];
  if (outcome.cancelledAppointments === 0) parts.push('没有需要取消的预约');
  else {
    parts.push(`取消预约 ${outcome.cancelledAppointments} 个，已通知家长`);
    parts.push(
      outcome.refundsRequested > 0 ? `发起退款 ${outcome.refundsRequested} 笔（原路退回）` : '无需退款',
    );
  }
  return parts.join('，');
}
