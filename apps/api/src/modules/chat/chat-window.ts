import type { InquiryRow } from '../../db/schema-consultation.ts';
import type { ChatSide } from './chat-access.ts';

/**
 * When a side may send (issue 14): while the inquiry is 问诊中, and after the doctor closed it within
 * the free follow-up allowance promised with the inquiry (its hours after close for both sides, and
 * its count of parent messages). Everything else is refused with a sentence the parent can act on.
 */
export interface SendWindow {
  canSend: boolean;
  reason: string | null;
  /** Free follow-up messages the parent has left (null while the inquiry is in progress or shut). */
  followUpLeft: number | null;
}

const SHUT: Record<string, string> = {
  pendingPayment: '问诊尚未支付，支付并由医生接诊后才能发送消息',
  waiting: '医生尚未接诊，接诊后才能发送消息',
  cancelled: '问诊已取消，不能发送消息',
  refunded: '问诊已退款，不能发送消息',
};

const shut = (reason: string): SendWindow => ({ canSend: false, reason, followUpLeft: null });

export const sendWindow = (
  inquiry: InquiryRow,
  side: ChatSide,
  parentMessagesSinceClose: number,
  now: Date,
): SendWindow => {
  if (side === 'manager') return shut('管理员只能查看聊天记录');
  if (inquiry.status === 'inProgress') return { canSend: true, reason: null, followUpLeft: null };
  const closedAt = inquiry.closed_at;
  if ((inquiry.status !== 'completed' && inquiry.status !== 'rated') || !closedAt)
    return shut(SHUT[inquiry.status] ?? '当前不能发送消息');
  const until = new Date(closedAt).getTime() + inquiry.follow_up_hours * 3_600_000;
  const left = Math.max(0, inquiry.follow_up_messages - parentMessagesSinceClose);
  if (now.getTime() >= until)
    return shut(`问诊已结束超过${inquiry.follow_up_hours}小时，免费追问已结束，如需继续请再次咨询`);
  if (side === 'parent' && left === 0)
    return { canSend: false, reason: '免费追问次数已用完，如需继续请再次咨询', followUpLeft: 0 };
  return { canSend: true, reason: null, followUpLeft: left };
};
