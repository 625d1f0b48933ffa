import type { api, ParsedBodyOf, ParsedQueryOf } from '@sprout/contract';
import { INQUIRY_STATUS_LABELS } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { InquiryRow } from '../../db/schema-consultation.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { doctorIdOfStaff } from '../clinic/clinic.service.ts';
import { cancelJob, enqueueJob } from '../jobs/jobs.service.ts';
import { lockOrder } from '../orders/orders.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { findServiceDoctor } from './service-doctor.ts';
import {
  findInquiry,
  findInquiryView,
  moveInquiry,
  pageInbox,
  setFirstAnswer,
} from './inquiries.repository.ts';
import {
  ANSWER_DEADLINE_JOB,
  acceptKey,
  answerKey,
  deadlineFor,
  reassignOrRefund,
  refundInquiry,
  settleDifference,
} from './inquiry-moves.ts';
import { noticeInquiryParent } from './inquiry-notices.ts';
import { markRedFlagSeen } from './inquiry-red-flags.service.ts';
import { toInboxItem } from './inquiry-view.ts';
import { inquiryPictures } from '../pictures/picture-access.service.ts';
import { caseForStaff } from '../ai-consult/ai-cases.service.ts';

/**
 * The doctor's inbox and moves (console). A doctor sees and moves only the inquiries assigned to them
 * (another doctor's reads as absent); a manager sees every doctor's and refunds by hand. Every child
 * shown to staff is an audit row (R13).
 */

/** The staff member's own doctor, or null for a manager or admin (who see all). */
const scopeOf = async (ctx: AppContext, p: StaffPrincipal): Promise<number | null> => {
  if (p.role !== 'doctor') return null;
  // A doctor sign-in linked to no doctor sees nothing: -1 matches no inquiry.
  return (await doctorIdOfStaff(ctx.db, p.staffId)) ?? -1;
};

const auditRead = (db: Db, p: StaffPrincipal, inquiry: { id: number; baby_id: number }, action: string) =>
  writeAudit(db, {
    actorType: 'staff',
    actorId: p.staffId,
    action,
    subjectType: 'baby',
    subjectId: String(inquiry.baby_id),
    detail: { inquiryId: inquiry.id },
  });

export const inbox = async (
  ctx: AppContext,
  p: StaffPrincipal,
  q: ParsedQueryOf<typeof api.consultationConsole.inbox>,
  now = new Date(),
) => {
  // A doctor is held to their own; a manager may narrow to one doctor.
  const doctorId = (await scopeOf(ctx, p)) ?? q.doctorId ?? null;
  const { rows, total } = await pageInbox(ctx.db, doctorId, q.status, q.pageNum, q.pageSize);
  for (const r of rows) await auditRead(ctx.db, p, r, 'child.inquiry.read');
  return { list: rows.map((r) => toInboxItem(r, now)), total, pageNum: q.pageNum, pageSize: q.pageSize };
};

/** The inquiry as this staff member may see it, with the read audited. */
const visibleRow = async (ctx: AppContext, p: StaffPrincipal, inquiryId: number, now = new Date()) => {
  const doctorId = await scopeOf(ctx, p);
  const row = await findInquiryView(ctx.db, inquiryId);
  if (!row || (doctorId !== null && row.doctor_id !== doctorId)) throw notFound('问诊不存在');
  await auditRead(ctx.db, p, row, 'child.inquiry.read');
  return { item: toInboxItem(row, now), aiSessionId: row.ai_session_id };
};

const visibleView = async (ctx: AppContext, p: StaffPrincipal, inquiryId: number, now = new Date()) =>
  (await visibleRow(ctx, p, inquiryId, now)).item;

/** The detail with the inquiry's pictures, linked for this doctor or manager (the view checked and audited first). */
export const inquiryDetail = async (ctx: AppContext, p: StaffPrincipal, inquiryId: number) => {
  const { item, aiSessionId } = await visibleRow(ctx, p, inquiryId);
  // The inquiry's own doctor has it in front of them: a red flag is seen, no manager need be told.
  if (p.role === 'doctor') await markRedFlagSeen(ctx.db, inquiryId);
  return {
    ...item,
    pictures: await inquiryPictures(ctx, inquiryId, { kind: 'staff', staffId: p.staffId }),
    aiCase: aiSessionId === null ? null : await caseForStaff(ctx, aiSessionId, p.staffId),
  };
};

/** The inquiry assigned to this doctor, or absent. Managers do not act as the doctor. */
const ownInquiry = async (trx: Db, p: StaffPrincipal, inquiryId: number) => {
  const doctorId = await doctorIdOfStaff(trx, p.staffId);
  const inquiry = await findInquiry(trx, inquiryId);
  if (!inquiry || doctorId === null || inquiry.doctor_id !== doctorId) throw notFound('问诊不存在');
  return { inquiry, doctorId };
};

const refusedMove = (inquiry: InquiryRow, action: string) =>
  conflict(`该问诊当前状态为「${INQUIRY_STATUS_LABELS[inquiry.status]}」，不能${action}`);

/** 接诊: waiting → in progress; the first-answer deadline starts in the doctor's working minutes. */
export const acceptInquiry = async (
  ctx: AppContext,
  p: StaffPrincipal,
  inquiryId: number,
  now = new Date(),
) => {
  await inTransaction(ctx.db, async (trx) => {
    const { inquiry, doctorId } = await ownInquiry(trx, p, inquiryId);
    const doctor = await findServiceDoctor(trx, doctorId);
    const deadline = doctor ? await deadlineFor(trx, doctor, doctor.answer_minutes ?? 120, now) : now;
    const moved = await moveInquiry(
      trx,
      inquiry.id,
      'accept',
      { accepted_at: nowIso(now), answer_deadline_at: deadline.toISOString() },
      { doctorId },
    );
    if (!moved) throw refusedMove((await findInquiry(trx, inquiry.id)) ?? inquiry, '接诊');
    await cancelJob(trx, acceptKey(moved.id, moved.reassign_count));
    await enqueueJob(trx, {
      kind: ANSWER_DEADLINE_JOB,
      payload: { inquiryId: moved.id },
      runAt: deadline,
      dedupeKey: answerKey(moved.id),
    });
    await noticeInquiryParent(ctx, trx, moved, 'accepted', doctor?.name ?? '');
    await auditRead(trx, p, moved, 'consultation.accept');
  });
  return visibleView(ctx, p, inquiryId, now);
};

/** 拒绝接诊: to another doctor on duty when the parent allowed it, otherwise a full refund. */
export const declineInquiry = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.consultationConsole.decline>,
) => {
  await inTransaction(ctx.db, async (trx) => {
    const { inquiry } = await ownInquiry(trx, p, input.inquiryId);
    if (inquiry.order_id !== null) await lockOrder(trx, inquiry.order_id);
    const fresh = (await findInquiry(trx, inquiry.id)) ?? inquiry;
    if (fresh.status !== 'waiting' || fresh.doctor_id !== inquiry.doctor_id)
      throw refusedMove(fresh, '拒绝接诊');
    const outcome = await reassignOrRefund(ctx, trx, fresh, 'decline', '医生暂时无法接诊');
    if (!outcome) throw refusedMove(fresh, '拒绝接诊');
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: p.staffId,
      action: 'consultation.decline',
      subjectType: 'inquiry',
      subjectId: String(inquiry.id),
      detail: { reason: input.reason, outcome },
    });
  });
  // The answer says what happened, also when the inquiry went to another doctor and so is no longer
  // this doctor's to open: the doctor who held it a moment ago sees where it went (or that it was refunded).
  const after = await findInquiryView(ctx.db, input.inquiryId);
  if (!after) throw notFound('问诊不存在');
  await auditRead(ctx.db, p, after, 'child.inquiry.read');
  return toInboxItem(after);
};

/** 结束问诊 with the summary: in progress → completed. The summary counts as the first answer. */
export const closeInquiry = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.consultationConsole.close>,
  now = new Date(),
) => {
  await inTransaction(ctx.db, async (trx) => {
    const { inquiry, doctorId } = await ownInquiry(trx, p, input.inquiryId);
    const moved = await moveInquiry(
      trx,
      inquiry.id,
      'close',
      {
        closed_at: nowIso(now),
        first_answered_at: inquiry.first_answered_at ?? nowIso(now),
        summary_findings: input.findings,
        summary_advice: input.advice,
        summary_watch_for: input.watchFor,
        summary_return_advice: input.returnAdvice,
      },
      { doctorId },
    );
    if (!moved) throw refusedMove((await findInquiry(trx, inquiry.id)) ?? inquiry, '结束');
    await cancelJob(trx, answerKey(moved.id));
    await settleDifference(trx, moved);
    await noticeInquiryParent(
      ctx,
      trx,
      moved,
      'summary',
      (await findServiceDoctor(trx, doctorId))?.name ?? '',
    );
    await auditRead(trx, p, moved, 'consultation.close');
  });
  return visibleView(ctx, p, input.inquiryId, now);
};

/** A manager's refund by hand, with the reason in the audit trail. */
export const refundByHand = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.consultationConsole.refund>,
) => {
  await inTransaction(ctx.db, async (trx) => {
    const inquiry = await findInquiry(trx, input.inquiryId);
    if (!inquiry) throw notFound('问诊不存在');
    const moved = await refundInquiry(ctx, trx, inquiry, 'refundByHand', `门诊退款：${input.reason}`);
    if (!moved) throw refusedMove((await findInquiry(trx, inquiry.id)) ?? inquiry, '退款');
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: p.staffId,
      action: 'consultation.refund',
      subjectType: 'inquiry',
      subjectId: String(inquiry.id),
      detail: { reason: input.reason, amountFen: inquiry.price_fen },
    });
  });
  return visibleView(ctx, p, input.inquiryId);
};

/**
 * The doctor's first reply, recorded once. The chat (next step of issue 14) calls this when a doctor's
 * first message is stored; it stops the first-answer deadline.
 */
export const markFirstAnswer = async (
  ctx: AppContext,
  inquiryId: number,
  now = new Date(),
): Promise<boolean> =>
  inTransaction(ctx.db, async (trx) => {
    const answered = await setFirstAnswer(trx, inquiryId, nowIso(now));
    if (answered) await cancelJob(trx, answerKey(inquiryId));
    return answered !== undefined;
  });
