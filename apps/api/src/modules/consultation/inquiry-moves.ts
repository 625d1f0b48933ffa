import { addWorkingMinutes, type InquiryMove } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { InquiryRow } from '../../db/schema-consultation.ts';
import { cancelJob, enqueueJob } from '../jobs/jobs.service.ts';
import { lockOrder } from '../orders/orders.service.ts';
import { requestRefund } from '../payments/refunds.service.ts';
import { refundInWhole } from '../payments/settle-without-money.service.ts';
import { orderSettlement } from '../checkout/checkout.service.ts';
import { staffRoleOf } from '../staff/doctor-accounts.service.ts';
import { listOfferingDoctorsOfDepartment } from './consult-services.repository.ts';
import { findServiceDoctor, type ServiceDoctor } from './service-doctor.ts';
import { findInquiry, moveInquiry } from './inquiries.repository.ts';
import { noticeInquiryParent } from './inquiry-notices.ts';
import { holidaysAhead, isOnDuty, parseWorkingHours } from './working-hours.ts';

/**
 * The moves of an inquiry that carry money or deadlines, shared by the parent's, the doctor's and the
 * jobs' paths. Each runs inside the caller's transaction. Paths that refund lock the order first (as
 * the payment notify does), then move the inquiry by a conditional update: of two racing requests one
 * moves it and the other finds nothing to move.
 */
export const ACCEPT_DEADLINE_JOB = 'inquiry-accept-deadline';
export const ANSWER_DEADLINE_JOB = 'inquiry-answer-deadline';
export const PAYMENT_EXPIRY_JOB = 'inquiry-payment-expiry';

/**
 * A decline or a missed deadline reassigns at most this often before the parent is refunded instead:
 * once, as the ask page promises (the new doctor gets the same accept window; then a full refund).
 */
export const MAX_REASSIGNMENTS = 1;

export const acceptKey = (inquiryId: number, round: number) => `inquiry-accept:${inquiryId}:${round}`;
export const answerKey = (inquiryId: number) => `inquiry-answer:${inquiryId}`;
export const paymentKey = (inquiryId: number) => `inquiry-payment:${inquiryId}`;

/** `minutes` working minutes of this doctor from `now`; at once when the doctor has no hours left. */
export const deadlineFor = async (trx: Db, doctor: ServiceDoctor, minutes: number, now: Date) => {
  const holidays = await holidaysAhead(trx, doctor.facility_id, now);
  return addWorkingMinutes(now, minutes, parseWorkingHours(doctor.working_hours), holidays) ?? now;
};

const scheduleAcceptDeadline = (trx: Db, inquiry: InquiryRow, runAt: Date) =>
  enqueueJob(trx, {
    kind: ACCEPT_DEADLINE_JOB,
    payload: { inquiryId: inquiry.id, round: inquiry.reassign_count },
    runAt,
    dedupeKey: acceptKey(inquiry.id, inquiry.reassign_count),
  });

/** Paid: the inquiry waits for its doctor, who must accept within the service's working minutes. */
export const startWaiting = async (ctx: AppContext, trx: Db, inquiryId: number, now = new Date()) => {
  const inquiry = await findInquiry(trx, inquiryId);
  if (!inquiry) return;
  const doctor = await findServiceDoctor(trx, inquiry.doctor_id);
  if (!doctor) return;
  const deadline = await deadlineFor(trx, doctor, doctor.accept_minutes ?? 30, now);
  const moved = await moveInquiry(trx, inquiry.id, 'paid', {
    paid_at: nowIso(now),
    accept_deadline_at: deadline.toISOString(),
  });
  if (!moved) return;
  await cancelJob(trx, paymentKey(inquiry.id));
  await scheduleAcceptDeadline(trx, moved, deadline);
  await noticeInquiryParent(ctx, trx, moved, 'submitted', doctor.name);
};

const stopDeadlines = async (trx: Db, inquiry: InquiryRow) => {
  await cancelJob(trx, acceptKey(inquiry.id, inquiry.reassign_count));
  await cancelJob(trx, answerKey(inquiry.id));
};

/**
 * Ends a paid inquiry with a full refund through the payments' refund path. Returns the moved row, or
 * undefined when the inquiry was no longer where `move` starts (another request won).
 */
export const refundInquiry = async (
  ctx: AppContext,
  trx: Db,
  inquiry: InquiryRow,
  move: InquiryMove,
  reason: string,
  guard: { doctorId?: number; unanswered?: boolean } = {},
  now = new Date(),
): Promise<InquiryRow | undefined> => {
  const order = inquiry.order_id === null ? undefined : await lockOrder(trx, inquiry.order_id);
  const moved = await moveInquiry(
    trx,
    inquiry.id,
    move,
    { ended_at: nowIso(now), end_reason: reason },
    guard,
  );
  if (!moved) return undefined;
  await stopDeadlines(trx, moved);
  // All of it goes back: the money, or (checkout paid it all) the points, card use and coupon.
  const refund = order ? await refundInWhole(ctx, trx, order, reason) : null;
  // The parent reads what goes back: all the money paid (after discounts, and after a move to a
  // cheaper doctor), or none. An inquiry without an order (a free service) keeps its price, 0.
  const notice = refund ? { ...moved, price_fen: refund.fen } : moved;
  await noticeInquiryParent(ctx, trx, notice, 'refunded', reason);
  return moved;
};

/** A doctor who can answer in the console: linked to a staff sign-in that is active. */
const canAnswer = async (trx: Db, staffId: number | null) =>
  staffId !== null && (await staffRoleOf(trx, staffId))?.status === 'active';

/**
 * Another doctor of the department who can take the inquiry now: offers the service, is on duty and
 * has a console sign-in to answer from (a doctor without one could never accept it).
 */
const doctorOnDuty = async (trx: Db, inquiry: InquiryRow, now: Date) => {
  const candidates = await listOfferingDoctorsOfDepartment(trx, inquiry.department_id);
  for (const d of candidates) {
    if (d.doctor_id === inquiry.doctor_id) continue;
    if (!(await canAnswer(trx, d.staff_id))) continue;
    if (isOnDuty(d, await holidaysAhead(trx, d.facility_id, now), now)) return d;
  }
  return undefined;
};

/**
 * A decline or a missed accept deadline: to another doctor on duty when the parent allowed it (with a
 * new accept deadline), otherwise a full refund. Returns what happened, or null when the inquiry had
 * already moved on.
 */
export const reassignOrRefund = async (
  ctx: AppContext,
  trx: Db,
  inquiry: InquiryRow,
  why: 'decline' | 'missAccept',
  reason: string,
  now = new Date(),
): Promise<'reassigned' | 'refunded' | null> => {
  const next =
    inquiry.allow_reassign === 1 && inquiry.reassign_count < MAX_REASSIGNMENTS
      ? await doctorOnDuty(trx, inquiry, now)
      : undefined;
  if (next) {
    const deadline = await deadlineFor(trx, next, next.accept_minutes ?? 30, now);
    const moved = await moveInquiry(
      trx,
      inquiry.id,
      'reassign',
      {
        doctor_id: next.doctor_id,
        accept_deadline_at: deadline.toISOString(),
        reassign_count: inquiry.reassign_count + 1,
        // A cheaper doctor's price is what the consultation costs from now on; the difference goes back
        // when it ends with its summary (settleDifference), a dearer one costs the parent nothing more.
        price_fen: Math.min(inquiry.price_fen, next.price_fen ?? inquiry.price_fen),
      },
      { doctorId: inquiry.doctor_id },
    );
    if (!moved) return null;
    await cancelJob(trx, acceptKey(inquiry.id, inquiry.reassign_count));
    await scheduleAcceptDeadline(trx, moved, deadline);
    await noticeInquiryParent(ctx, trx, moved, 'reassigned', next.name);
    return 'reassigned';
  }
  const refunded = await refundInquiry(ctx, trx, inquiry, why, reason, { doctorId: inquiry.doctor_id }, now);
  return refunded ? 'refunded' : null;
};

export const DIFFERENCE_REASON = '转给收费较低的医生，退还差价';

/**
 * A consultation that ended with its summary after it went to a cheaper doctor: the money paid above
 * what the cheaper price would have cost goes back (one refund; the order stays paid with the rest).
 * Checkout's discounts keep their share: paid 80 of a 100 price (a 20 coupon) and moved to a doctor at
 * 60, the parent gets back 80 × 40 / 100 = 32, rounded down to the fen. Nothing when it cost what was
 * paid, or when money already went back.
 */
export const settleDifference = async (trx: Db, inquiry: InquiryRow): Promise<void> => {
  if (inquiry.order_id === null) return;
  const order = await lockOrder(trx, inquiry.order_id);
  if (order?.status !== 'paid' || order.refunded_fen > 0 || order.amount_fen === 0) return;
  const listed = (await orderSettlement(trx, order.id))?.totalFen ?? order.amount_fen;
  const over = Math.floor((order.amount_fen * Math.max(0, listed - inquiry.price_fen)) / listed);
  if (over > 0) await requestRefund(trx, order, over, DIFFERENCE_REASON);
};
