/**
 * The life of a paid 图文问诊 (issue 14). One table of moves, applied by the server as conditional
 * updates (`WHERE status IN (from)`), so a move happens once however often or however concurrently it is
 * asked (a parent's cancel racing a doctor's accept: exactly one wins).
 *
 *   pendingPayment ──paid──▶ waiting ──accept──▶ inProgress ──close──▶ completed ──rate──▶ rated
 *        │                    │  ▲                  │
 *        │ cancel / expire    │  └ reassign         │ missFirstAnswer / refundByHand
 *        ▼                    ▼                     ▼
 *    cancelled            refunded ◀────────────────┘
 *                 (cancel before accept, decline or missAccept with no one to take it)
 *
 * `reassign` keeps the inquiry waiting with another doctor of the department (a decline or a missed
 * accept deadline, when the parent allowed it). A manager's refund by hand is possible until the
 * inquiry is rated or ended; a rated inquiry is refunded only through its order (a complaint).
 */
export const INQUIRY_STATUSES = [
  'pendingPayment',
  'waiting',
  'inProgress',
  'completed',
  'rated',
  'cancelled',
  'refunded',
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_STATUS_LABELS: Readonly<Record<InquiryStatus, string>> = {
  pendingPayment: '待支付',
  waiting: '待接诊',
  inProgress: '问诊中',
  completed: '已完成',
  rated: '已评价',
  cancelled: '已取消',
  refunded: '已退款',
};

export type InquiryMove =
  | 'paid'
  | 'cancelUnpaid'
  | 'expire'
  | 'cancelBeforeAccept'
  | 'accept'
  | 'decline'
  | 'reassign'
  | 'missAccept'
  | 'missFirstAnswer'
  | 'close'
  | 'rate'
  | 'refundByHand';

interface MoveRule {
  from: readonly InquiryStatus[];
  to: InquiryStatus;
}

const MOVES: Readonly<Record<InquiryMove, MoveRule>> = {
  paid: { from: ['pendingPayment'], to: 'waiting' },
  cancelUnpaid: { from: ['pendingPayment'], to: 'cancelled' },
  expire: { from: ['pendingPayment'], to: 'cancelled' },
  // Before a doctor has accepted, the parent may withdraw and is refunded in full.
  cancelBeforeAccept: { from: ['waiting'], to: 'refunded' },
  accept: { from: ['waiting'], to: 'inProgress' },
  // A decline or a missed accept deadline with nobody on duty to take it over refunds in full.
  decline: { from: ['waiting'], to: 'refunded' },
  missAccept: { from: ['waiting'], to: 'refunded' },
  reassign: { from: ['waiting'], to: 'waiting' },
  missFirstAnswer: { from: ['inProgress'], to: 'refunded' },
  close: { from: ['inProgress'], to: 'completed' },
  rate: { from: ['completed'], to: 'rated' },
  refundByHand: { from: ['waiting', 'inProgress', 'completed'], to: 'refunded' },
};

/** The statuses a move may start from (the WHERE of its conditional update) and where it leads. */
export const inquiryMove = (move: InquiryMove): MoveRule => MOVES[move];

export const canMoveInquiry = (status: InquiryStatus, move: InquiryMove): boolean =>
  MOVES[move].from.includes(status);

/** States after which nothing changes any more (besides a refund of a completed inquiry by hand). */
export const isInquiryEnded = (status: InquiryStatus): boolean =>
  status === 'rated' || status === 'cancelled' || status === 'refunded';

/**
 * 健康咨询 or 复诊. Internet diagnosis and treatment is allowed only as the follow-up of a diagnosis made
 * in person (互联网诊疗管理办法（试行）, 2018, art. 16): a 复诊 needs a clinic record of the child and an
 * earlier visit there; everything else is health consultation, which gives advice and never a diagnosis.
 */
export const INQUIRY_KINDS = ['consultation', 'followUpVisit'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

export const INQUIRY_KIND_LABELS: Readonly<Record<InquiryKind, string>> = {
  consultation: '健康咨询',
  followUpVisit: '复诊',
};

export const inquiryKindFor = (child: { hasClinicRecord: boolean; hasEarlierVisit: boolean }): InquiryKind =>
  child.hasClinicRecord && child.hasEarlierVisit ? 'followUpVisit' : 'consultation';

/** The free follow-up messages a parent may still send after close, under the service's allowance. */
export interface FollowUpAllowance {
  messages: number;
  hours: number;
}

export const followUpMessagesLeft = (
  allowance: FollowUpAllowance,
  closedAt: Date,
  now: Date,
  usedMessages: number,
): number => {
  const open = now.getTime() - closedAt.getTime() <= allowance.hours * 3_600_000;
  return open ? Math.max(0, allowance.messages - usedMessages) : 0;
};
