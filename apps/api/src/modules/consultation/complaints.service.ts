import {
  type api,
  COMPLAINT_STATUS_LABELS,
  type ConsoleComplaint,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { InquiryComplaintRow } from '../../db/schema-consult-desk.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
import type { ParentPrincipal, StaffPrincipal } from '../sessions/sessions.types.ts';
import {
  type ComplaintViewRow,
  findComplaintView,
  findOpenComplaintOfInquiry,
  handleComplaint,
  insertComplaint,
  pageComplaints,
} from './complaints.repository.ts';
import { findOwnInquiry } from './inquiries.repository.ts';
import { inquiryLink } from './inquiry-notices.ts';

/**
 * 投诉: a parent complains about one of their paid inquiries (one open complaint per inquiry); a manager
 * reads them (each child shown is an audit row, R13) and answers once, and the parent gets the answer as
 * an in-app message.
 */
const parentView = (r: InquiryComplaintRow) => ({
  complaintId: r.id,
  inquiryId: r.inquiry_id,
  status: r.status,
  statusLabel: COMPLAINT_STATUS_LABELS[r.status],
  createdAt: r.created_at,
});

const consoleView = (r: ComplaintViewRow): ConsoleComplaint => ({
  ...parentView(r),
  doctorId: r.doctor_id,
  doctorName: r.doctor_name,
  babyName: r.baby_name,
  content: r.content,
  reply: r.reply,
  handledByName: r.handled_by_name,
  handledAt: r.handled_at,
});

export const complainAboutInquiry = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  input: ParsedBodyOf<typeof api.consultationFeedback.inquiryComplaint>,
) => {
  const inquiry = await findOwnInquiry(ctx.db, parent.userId, input.inquiryId);
  if (!inquiry) throw notFound('问诊不存在');
  // Only what was paid for can have been served badly; an unpaid one is simply cancelled.
  if (inquiry.paid_at === null) throw conflict('问诊未支付，不能投诉');
  const open = () => conflict('这次问诊已有一条待处理的投诉，请耐心等待处理');
  if (await findOpenComplaintOfInquiry(ctx.db, inquiry.id)) throw open();
  const row = await insertComplaint(ctx.db, {
    inquiry_id: inquiry.id,
    user_id: parent.userId,
    doctor_id: inquiry.doctor_id,
    content: input.content,
    status: 'open',
    created_at: nowIso(),
  });
  if (!row) throw open();
  return parentView(row);
};

const auditRead = (db: Db, p: StaffPrincipal, r: ComplaintViewRow, action: string, detail = {}) =>
  writeAudit(db, {
    actorType: 'staff',
    actorId: p.staffId,
    action,
    subjectType: 'baby',
    subjectId: String(r.baby_id),
    detail: { inquiryId: r.inquiry_id, complaintId: r.id, ...detail },
  });

export const listComplaints = async (
  ctx: AppContext,
  p: StaffPrincipal,
  q: ParsedQueryOf<typeof api.consultationDesk.complaintList>,
) => {
  const { rows, total } = await pageComplaints(ctx.db, q, q.pageNum, q.pageSize);
  for (const r of rows) await auditRead(ctx.db, p, r, 'child.complaint.read');
  return { list: rows.map(consoleView), total, pageNum: q.pageNum, pageSize: q.pageSize };
};

export const answerComplaint = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.consultationDesk.complaintHandle>,
) =>
  inTransaction(ctx.db, async (trx) => {
    const handled = await handleComplaint(trx, input.complaintId, input.reply, p.staffId, nowIso());
    if (!handled) {
      if (!(await findComplaintView(trx, input.complaintId))) throw notFound('投诉不存在');
      throw conflict('该投诉已处理');
    }
    const view = await findComplaintView(trx, handled.id);
    if (!view) throw notFound('投诉不存在');
    await postSystemMessage(trx, handled.user_id, {
      category: 'consultation',
      title: '投诉已处理',
      content: `您对${view.doctor_name}医生问诊的投诉已处理：${input.reply}`,
      link: inquiryLink(handled.inquiry_id),
    });
    await auditRead(trx, p, view, 'consultation.complaint.handle', { reply: input.reply });
    return consoleView(view);
  });
