import type { api, ParsedBodyOf } from '@sprout/contract';
import { type CheckoutWishes, INQUIRY_KIND_LABELS, inquiryKindFor } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { BabyRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { caseToHandOver } from '../ai-consult/ai-cases.service.ts';
import { ownedBaby } from '../babies/owned-babies.service.ts';
import { hasArrivedVisit } from '../booking/visit-history.service.ts';
import { hasRecordedVisit } from '../inspection-reports/recorded-visits.service.ts';
import {
  checkoutWishesOf,
  quoteCheckout,
  requireNamedCoupon,
  takeCheckout,
} from '../checkout/checkout.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { createOrder } from '../orders/orders.service.ts';
import { settleWithoutMoney } from '../payments/settle-without-money.service.ts';
import { attachPicturesToInquiry } from '../pictures/picture-access.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { SERVICE_DEFAULTS } from './consult-services.service.ts';
import {
  findInquiryView,
  findLastInquiryOfBaby,
  findOwnInquiry,
  insertInquiry,
  setInquiryOrder,
} from './inquiries.repository.ts';
import { consultationLine, offeredService } from './inquiry-checkout.service.ts';
import { CONSULTATION_ORDER_KIND } from './inquiry-order.ts';
import { PAYMENT_EXPIRY_JOB, paymentKey, startWaiting } from './inquiry-moves.ts';
import { toInquiryView } from './inquiry-view.ts';

/**
 * 图文问诊 asked and re-asked. Creating writes the inquiry (待支付) and an order of kind consultation
 * that the existing pay pages pay; the order's own expiry closes both if it is never paid.
 */

/** How long an unpaid inquiry stays payable, like a booking's hold. */
export const PAYMENT_MINUTES = 30;

type AskInput = ParsedBodyOf<typeof api.consultation.inquiryCreate>;
type Ask = Omit<AskInput, 'babyId' | 'doctorId'>;

/**
 * 复诊 only for a child with a clinic record who has visited in person: a booking marked 已到诊, or a
 * visit the clinic recorded (a walk-in has no booking); otherwise 健康咨询.
 */
const kindOf = async (db: Db, baby: BabyRow) => {
  const pid = baby.pid;
  return inquiryKindFor({
    hasClinicRecord: pid !== null,
    hasEarlierVisit: pid !== null && ((await hasArrivedVisit(db, pid)) || (await hasRecordedVisit(db, pid))),
  });
};

/**
 * The inquiry's order, through checkout (quoted again here: what the parent saw may have been spent
 * since), payable on the existing pay pages until its own expiry (a job closes it then). A free
 * service, or one checkout paid in full, needs no payment: the inquiry waits for the doctor at once.
 */
const orderFor = async (
  ctx: AppContext,
  trx: Db,
  parent: ParentPrincipal,
  inquiry: { id: number; babyId: number },
  doctor: { name: string; price_fen: number },
  wishes: CheckoutWishes,
  now: Date,
) => {
  if (doctor.price_fen === 0) {
    await startWaiting(ctx, trx, inquiry.id, now);
    return { inquiryId: inquiry.id, orderNo: '', amountFen: 0, expiresAt: nowIso(now) };
  }
  const family = { userId: parent.userId };
  const line = consultationLine(doctor.price_fen, inquiry.babyId);
  const checkout = await quoteCheckout(ctx, trx, family, [line], wishes, now);
  requireNamedCoupon(checkout, wishes);
  const expiresAt = new Date(now.getTime() + PAYMENT_MINUTES * 60_000);
  const order = await createOrder(
    trx,
    {
      userId: parent.userId,
      kind: CONSULTATION_ORDER_KIND,
      subjectId: inquiry.id,
      title: `图文问诊·${doctor.name}`,
      amountFen: checkout.payFen,
      expiresAt,
    },
    now,
  );
  await setInquiryOrder(trx, inquiry.id, order.id);
  await takeCheckout(ctx, trx, family, order, checkout);
  if (checkout.payFen === 0) {
    await settleWithoutMoney(ctx, trx, order); // the kind's onPaid starts the wait for the doctor
    return { inquiryId: inquiry.id, orderNo: order.order_no, amountFen: 0, expiresAt: nowIso(now) };
  }
  await enqueueJob(trx, {
    kind: PAYMENT_EXPIRY_JOB,
    payload: { inquiryId: inquiry.id, orderId: order.id },
    runAt: expiresAt,
    dedupeKey: paymentKey(inquiry.id),
  });
  return {
    inquiryId: inquiry.id,
    orderNo: order.order_no,
    amountFen: order.amount_fen,
    expiresAt: expiresAt.toISOString(),
  };
};

const openInquiry = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  target: { babyId: number; doctorId: number; firstInquiryId: number | null },
  ask: Ask,
  now: Date,
) =>
  inTransaction(ctx.db, async (trx) => {
    const baby = await ownedBaby(trx, parent, target.babyId);
    const doctor = await offeredService(trx, target.doctorId, now);
    const aiSessionId =
      ask.aiSessionId === undefined ? null : await caseToHandOver(trx, parent, ask.aiSessionId, baby.id);
    const inquiry = await insertInquiry(trx, {
      user_id: parent.userId,
      baby_id: baby.id,
      doctor_id: doctor.doctor_id,
      department_id: doctor.department_id,
      first_inquiry_id: target.firstInquiryId,
      kind: await kindOf(trx, baby),
      status: 'pendingPayment',
      complaint: ask.complaint,
      duration: ask.duration,
      temperature_dc: ask.hasFever && ask.temperature !== undefined ? Math.round(ask.temperature * 10) : null,
      allergies: ask.allergies,
      medicines: ask.medicines,
      notice_agreed_at: nowIso(now),
      allow_reassign: ask.allowReassign ? 1 : 0,
      price_fen: doctor.price_fen,
      follow_up_messages: doctor.follow_up_messages ?? SERVICE_DEFAULTS.followUpMessages,
      follow_up_hours: doctor.follow_up_hours ?? SERVICE_DEFAULTS.followUpHours,
      order_id: null,
      ai_session_id: aiSessionId,
      created_at: nowIso(now),
      updated_at: nowIso(now),
    });
    await attachPicturesToInquiry(trx, { inquiryId: inquiry.id, babyId: baby.id }, ask.pictureIds);
    const wishes = checkoutWishesOf(ask);
    return orderFor(ctx, trx, parent, { id: inquiry.id, babyId: baby.id }, doctor, wishes, now);
  });

const created = async (ctx: AppContext, c: Awaited<ReturnType<typeof openInquiry>>, now: Date) => {
  const row = await findInquiryView(ctx.db, c.inquiryId);
  if (!row) throw notFound('问诊不存在');
  return { ...c, inquiry: toInquiryView(row, now) };
};

export const createInquiry = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  input: AskInput,
  now = new Date(),
) => {
  const { babyId, doctorId, ...ask } = input;
  return created(
    ctx,
    await openInquiry(ctx, parent, { babyId, doctorId, firstInquiryId: null }, ask, now),
    now,
  );
};

/** 再次咨询: the same doctor and child, linked to the first inquiry of the chain, once the last one ended well. */
export const askAgain = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  input: ParsedBodyOf<typeof api.consultation.inquiryAgain>,
  now = new Date(),
) => {
  const { inquiryId, ...ask } = input;
  const first = await findOwnInquiry(ctx.db, parent.userId, inquiryId);
  if (!first) throw notFound('问诊不存在');
  if (first.status !== 'completed' && first.status !== 'rated') throw conflict('问诊结束后才能再次咨询');
  const target = {
    babyId: first.baby_id,
    doctorId: first.doctor_id,
    firstInquiryId: first.first_inquiry_id ?? first.id,
  };
  return created(ctx, await openInquiry(ctx, parent, target, ask, now), now);
};

/** The form's prefill: the baby's last allergies and medicines, and whether this will be a 复诊. */
export const inquiryPrefill = async (ctx: AppContext, parent: ParentPrincipal, babyId: number) => {
  const baby = await ownedBaby(ctx.db, parent, babyId);
  const last = await findLastInquiryOfBaby(ctx.db, baby.id);
  const kind = await kindOf(ctx.db, baby);
  return {
    allergies: last?.allergies ?? '',
    medicines: last?.medicines ?? '',
    kind,
    kindLabel: INQUIRY_KIND_LABELS[kind],
  };
};
