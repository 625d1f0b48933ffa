import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { InquiryRow } from '../../db/schema-consultation.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
import { issueNotice } from '../notices/notices.service.ts';
import type { InquiryNotice } from './consultation.types.ts';

export const inquiryLink = (inquiryId: number) => `/pages/otherFun/appointmentInfo?inquiryId=${inquiryId}`;

const yuan = (fen: number) => (fen / 100).toFixed(2);

const TEXTS: Record<InquiryNotice, (i: InquiryRow, detail: string) => { title: string; content: string }> = {
  submitted: (_i, doctor) => ({
    title: '问诊已提交',
    content: `您的图文问诊已支付成功，正在等待${doctor}医生接诊。`,
  }),
  accepted: (_i, doctor) => ({
    title: '医生已接诊',
    content: `${doctor}医生已接诊您的图文问诊，请留意医生的回复。`,
  }),
  reassigned: (_i, doctor) => ({
    title: '问诊已转给其他医生',
    content: `原医生未能及时接诊，按您的同意已转给${doctor}医生，接诊时限重新计算。`,
  }),
  // price_fen here is the money going back; 0 when checkout (points, a card use) paid it all.
  refunded: (i, reason) => ({
    title: '问诊已退款',
    content:
      i.price_fen > 0
        ? `${reason}，问诊费 ${yuan(i.price_fen)} 元将原路全额退回。`
        : `${reason}，本次问诊没有需要退回的现金，所用的积分、套餐卡次数已退回，优惠券在有效期内可再次使用。`,
  }),
  summary: (_i, doctor) => ({
    title: '问诊小结已出',
    content: `${doctor}医生已写好问诊小结，请查看医生的建议和注意事项。`,
  }),
  refundSettled: (i) => ({
    title: '退款成功',
    content: `图文问诊费 ${yuan(i.price_fen)} 元已原路退回，请注意查收。`,
  }),
};

/**
 * Tells the parent, inside the transaction of the change. The outcomes issue 14 promises by SMS as well
 * (a reassignment, a full refund) go through the notices (modules/notices: the in-app message posted
 * once, SMS and WeChat sent as their own retried jobs); the others are in-app messages.
 */
export const noticeInquiryParent = async (
  ctx: AppContext,
  trx: Db,
  inquiry: InquiryRow,
  notice: InquiryNotice,
  detail = '',
): Promise<void> => {
  // Followers first (chat's system messages), as they were before the parent's message.
  for (const listener of ctx.inquiryListeners.all()) await listener(trx, inquiry, notice, detail);
  const message = {
    category: 'consultation' as const,
    ...TEXTS[notice](inquiry, detail),
    link: inquiryLink(inquiry.id),
  };
  if (notice === 'reassigned') {
    await issueNotice(ctx, trx, 'inquiryReassigned', {
      subjectId: inquiry.id,
      // Each reassignment is told once: an inquiry may be reassigned more than once.
      occurrence: inquiry.reassign_count,
      userId: inquiry.user_id,
      values: { doctor: detail },
      message,
    });
    return;
  }
  if (notice === 'refunded') {
    await issueNotice(ctx, trx, 'inquiryRefunded', {
      subjectId: inquiry.id,
      userId: inquiry.user_id,
      values: { reason: detail, amount: yuan(inquiry.price_fen) },
      message,
    });
    return;
  }
  await postSystemMessage(trx, inquiry.user_id, message);
};
