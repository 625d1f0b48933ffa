import type { Appointment, api, ParsedBodyOf } from '@sprout/contract';
import { holdExpiresAt, PERIOD_LABELS, SLOT_AVAILABILITY_REASONS, slotAvailability } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { linkPatientRecord, ownedBaby } from '../babies/owned-babies.service.ts';
import { findOpenFacility, settingsOf } from '../clinic/clinic.service.ts';
import {
  findSlotForBooking,
  isSessionOpenLocked,
  type SlotForBooking,
  takeSeat,
} from '../clinic/seats.service.ts';
import {
  checkoutWishesOf,
  quoteCheckout,
  requireNamedCoupon,
  takeCheckout,
} from '../checkout/checkout.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { createOrder } from '../orders/orders.service.ts';
import { settleWithoutMoney } from '../payments/settle-without-money.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import {
  findOwnAppointmentView,
  insertAppointment,
  isHalfDayViolation,
  isUniqueViolation,
  liveAppointmentInSession,
  setAppointmentOrder,
} from './appointments.repository.ts';
import { toAppointmentView } from './appointment-view.ts';
import { registrationLine } from './registration-checkout.service.ts';
import { HOLD_EXPIRY_JOB, REGISTRATION_ORDER_KIND, scheduleReminder } from './registration-order.ts';
import { type Db, inTransaction } from '../../db/database.ts';

/** Refuses a slot that the clinic does not offer right now, with the reason a parent can act on. */
const assertBookable = (slot: SlotForBooking) => {
  if (slot.facility_status !== 'open') throw conflict('该门诊暂停预约');
  if (slot.doctor_status !== 'active') throw conflict('该医生已停诊，请选择其他医生');
  if (slot.session_status !== 'open') throw conflict('该医生当日停诊，请选择其他日期');
  if (slot.holiday_id !== null) throw conflict('节假日休诊，请选择其他日期');
};

const SAME_SLOT_TAKEN = '不能重复预约：该宝宝已预约此时段';
/** The refusal of a second live booking for the same child, doctor and half-day. */
const halfDayTaken = (babyName: string, slot: SlotForBooking) =>
  conflict(
    `${babyName}已预约${slot.doctor_name}医生${slot.date}${PERIOD_LABELS[slot.period]}的门诊，同一医生同一半天只能预约一次；如需更换时间，请先取消原预约`,
  );

/**
 * The facility's rule (on unless a manager turned it off): one live booking per child, doctor and
 * half-day. Returns the key the appointment row carries so the partial unique index (migration 012)
 * settles two bookings made at the same moment; null when the rule is off.
 */
const claimHalfDay = async (
  trx: Db,
  rule: number,
  baby: { id: number; name: string },
  slot: SlotForBooking,
): Promise<string | null> => {
  if (rule !== 1) return null;
  const held = await liveAppointmentInSession(trx, baby.id, {
    id: slot.session_id,
    doctorId: slot.doctor_id,
    date: slot.date,
  });
  if (held?.slot_id === slot.id) throw conflict(SAME_SLOT_TAKEN);
  if (held) throw halfDayTaken(baby.name, slot);
  return `${slot.doctor_id}|${slot.date}|${slot.period}`;
};

/**
 * Books a slot for one of the parent's babies in one transaction: checks, takes the seat with a
 * conditional update, writes the appointment (the partial unique index refuses a second live one
 * for the same baby and slot), links the baby's clinic record, and either books at once (no fee, or
 * checkout paid it all: member discount, coupon, points, package card) or holds the seat behind an
 * unpaid order for what is left, whose expiry is a durable job. The clinic module's seat
 * calls run in this transaction, in this order: session share lock, then the conditional seat take,
 * then the appointment row (seats.service.ts says why).
 */
export const addAppointment = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  input: ParsedBodyOf<typeof api.booking.addAppointment>,
  now = new Date(),
): Promise<Appointment> => {
  const weId = await inTransaction(ctx.db, async (trx) => {
    const baby = await ownedBaby(trx, parent, input.babyId);
    const slot = await findSlotForBooking(trx, input.slotId);
    if (!slot) throw notFound('号源不存在');
    assertBookable(slot);
    const facility = await findOpenFacility(trx, slot.facility_id);
    if (!facility) throw conflict('该门诊暂停预约');
    const settings = settingsOf(facility);
    const availability = slotAvailability(settings, { date: slot.date, startTime: slot.start_time }, now);
    if (availability !== 'open') throw conflict(SLOT_AVAILABILITY_REASONS[availability]);
    if (!(await isSessionOpenLocked(trx, slot.id))) throw conflict('该时段已停诊，请选择其他时间');
    const halfDayKey = await claimHalfDay(trx, facility.one_booking_per_half_day, baby, slot);
    if (!(await takeSeat(trx, slot.id))) throw conflict('号源已约满，请选择其他时间');

    const pid = baby.pid ?? (await linkNewRecord(ctx, trx, parent, baby));
    const fee = slot.registration_fee_fen;
    const holdEnds = fee > 0 ? holdExpiresAt(settings, now) : null;
    let appointment: Awaited<ReturnType<typeof insertAppointment>>;
    try {
      appointment = await insertAppointment(
        trx,
        {
          user_id: parent.userId,
          baby_id: baby.id,
          pid,
          facility_id: slot.facility_id,
          department_id: slot.department_id,
          doctor_id: slot.doctor_id,
          slot_id: slot.id,
          date: slot.date,
          start_time: slot.start_time,
          end_time: slot.end_time,
          visit_reason: input.visitReason,
          fee_fen: fee,
          status: fee > 0 ? 'pending_payment' : 'booked',
          order_id: null,
          hold_expires_at: holdEnds?.toISOString() ?? null,
          cancelled_at: null,
          cancel_reason: null,
          hidden_at: null,
          half_day_key: halfDayKey,
        },
        now,
      );
    } catch (err) {
      if (isHalfDayViolation(err)) throw halfDayTaken(baby.name, slot);
      if (isUniqueViolation(err)) throw conflict(SAME_SLOT_TAKEN);
      throw err;
    }
    if (holdEnds) {
      // Quoted again here, after the seat: what the parent saw may have been spent since (R8).
      const family = { userId: parent.userId };
      const wishes = checkoutWishesOf(input);
      const checkout = await quoteCheckout(ctx, trx, family, [registrationLine(fee, baby.id)], wishes, now);
      requireNamedCoupon(checkout, wishes);
      const order = await createOrder(
        trx,
        {
          userId: parent.userId,
          kind: REGISTRATION_ORDER_KIND,
          subjectId: appointment.id,
          title: `挂号费·${slot.doctor_name}·${slot.date} ${slot.start_time}`,
          amountFen: checkout.payFen,
          expiresAt: holdEnds,
        },
        now,
      );
      await setAppointmentOrder(trx, appointment.id, order.id);
      await takeCheckout(ctx, trx, family, order, checkout);
      // Checkout paid it all: booked at once (the order's onPaid moves the appointment and reminds).
      if (checkout.payFen === 0) {
        await settleWithoutMoney(ctx, trx, order);
        return appointment.id;
      }
      await enqueueJob(trx, {
        kind: HOLD_EXPIRY_JOB,
        payload: { appointmentId: appointment.id, orderId: order.id },
        runAt: holdEnds,
        dedupeKey: `appointment-hold:${appointment.id}`,
      });
    } else {
      await scheduleReminder(trx, appointment, now);
    }
    return appointment.id;
  });
  const view = await findOwnAppointmentView(ctx.db, parent.userId, weId);
  if (!view) throw notFound('预约不存在');
  return toAppointmentView(view, now);
};

/** A baby's first booking creates its clinic record with the guardian's phone, in the booking's transaction. */
const linkNewRecord = async (
  ctx: AppContext,
  trx: Db,
  parent: ParentPrincipal,
  baby: { id: number; name: string; sex: '男' | '女'; birthday: string },
): Promise<string> => {
  const record = await ctx.his.createRecord(baby, parent.phone ?? '', trx);
  await linkPatientRecord(trx, parent, baby.id, record.pid);
  return record.pid;
};
