import { describe, expect, it } from 'vitest';
import type { InquiryRow } from '../../db/schema-consultation.ts';
import { sendWindow } from './chat-window.ts';

/** The chat's send window (issue 14): in progress, or within the follow-up allowance after close. */
const NOW = new Date('2026-03-02T10:00:00Z');
const inquiry = (changes: Partial<InquiryRow>): InquiryRow => ({
  id: 1,
  user_id: 1,
  baby_id: 1,
  doctor_id: 1,
  department_id: 1,
  first_inquiry_id: null,
  kind: 'consultation',
  status: 'inProgress',
  complaint: '宝宝咳嗽三天，夜里加重',
  duration: '3天',
  temperature_dc: null,
  allergies: '',
  medicines: '',
  notice_agreed_at: '2026-03-01T00:00:00Z',
  allow_reassign: 0,
  price_fen: 3900,
  follow_up_messages: 3,
  follow_up_hours: 72,
  order_id: 1,
  reassign_count: 0,
  paid_at: null,
  accept_deadline_at: null,
  accepted_at: null,
  answer_deadline_at: null,
  first_answered_at: null,
  closed_at: null,
  summary_findings: null,
  summary_advice: null,
  summary_watch_for: null,
  summary_return_advice: null,
  ended_at: null,
  end_reason: null,
  red_flag_at: null,
  red_flag_signs: null,
  red_flag_seen_at: null,
  ai_session_id: null,
  created_at: '2026-03-01T00:00:00Z',
  updated_at: '2026-03-01T00:00:00Z',
  ...changes,
});
const closedHoursAgo = (hours: number, status: InquiryRow['status'] = 'completed') =>
  inquiry({ status, closed_at: new Date(NOW.getTime() - hours * 3_600_000).toISOString() });

describe('the send window', () => {
  it('is open to both sides while the inquiry is in progress, and never to a manager', () => {
    expect(sendWindow(inquiry({}), 'parent', 0, NOW)).toEqual({
      canSend: true,
      reason: null,
      followUpLeft: null,
    });
    expect(sendWindow(inquiry({}), 'doctor', 0, NOW).canSend).toBe(true);
    expect(sendWindow(inquiry({}), 'manager', 0, NOW)).toMatchObject({
      canSend: false,
      reason: '管理员只能查看聊天记录',
    });
  });

  it.each([
    ['pendingPayment', '问诊尚未支付，支付并由医生接诊后才能发送消息'],
    ['waiting', '医生尚未接诊，接诊后才能发送消息'],
    ['cancelled', '问诊已取消，不能发送消息'],
    ['refunded', '问诊已退款，不能发送消息'],
  ] as const)('is shut while %s, saying why', (status, reason) => {
    expect(sendWindow(inquiry({ status }), 'parent', 0, NOW)).toEqual({
      canSend: false,
      reason,
      followUpLeft: null,
    });
  });

  it('after close counts the parent’s free messages and the hours, for completed and rated alike', () => {
    expect(sendWindow(closedHoursAgo(1), 'parent', 0, NOW)).toEqual({
      canSend: true,
      reason: null,
      followUpLeft: 3,
    });
    expect(sendWindow(closedHoursAgo(1, 'rated'), 'parent', 2, NOW).followUpLeft).toBe(1);
    expect(sendWindow(closedHoursAgo(1), 'parent', 3, NOW)).toEqual({
      canSend: false,
      reason: '免费追问次数已用完，如需继续请再次咨询',
      followUpLeft: 0,
    });
    // The doctor answers follow-ups within the hours whatever the parent's count.
    expect(sendWindow(closedHoursAgo(1), 'doctor', 3, NOW).canSend).toBe(true);
    expect(sendWindow(closedHoursAgo(71.9), 'parent', 0, NOW).canSend).toBe(true);
    expect(sendWindow(closedHoursAgo(72), 'parent', 0, NOW).canSend).toBe(false);
    expect(sendWindow(closedHoursAgo(72), 'doctor', 0, NOW).reason).toBe(
      '问诊已结束超过72小时，免费追问已结束，如需继续请再次咨询',
    );
  });

  it('is shut after close when the service promised no follow-up', () => {
    const none = { ...closedHoursAgo(1), follow_up_messages: 0, follow_up_hours: 0 };
    expect(sendWindow(none, 'parent', 0, NOW).canSend).toBe(false);
    expect(sendWindow(none, 'doctor', 0, NOW).canSend).toBe(false);
  });
});
