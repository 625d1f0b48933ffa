import type { Appointment } from '@sprout/contract';
import { APPOINTMENT_STATUS_LABELS, canCancelAt, isPayable, PERIOD_LABELS } from '@sprout/domain';
import type { AppointmentStatus } from '../../db/schema.ts';
import type { AppointmentViewRow } from './appointments.repository.ts';

/** Finished or called off: the parent may hide these from the list (the clinic keeps them). */
export const DELETABLE_STATUSES: AppointmentStatus[] = ['cancelled', 'expired', 'arrived', 'no_show'];
export const LIVE_STATUSES: AppointmentStatus[] = ['pending_payment', 'booked'];

/** The one place an appointment row becomes what the parent's pages show. */
export const toAppointmentView = (row: AppointmentViewRow, now = new Date()): Appointment => {
  const isLive = LIVE_STATUSES.includes(row.status);
  const holdRunning = row.hold_expires_at !== null && Date.parse(row.hold_expires_at) > now.getTime();
  return {
    weId: row.id,
    status: row.status,
    statusLabel: APPOINTMENT_STATUS_LABELS[row.status],
    babyId: row.baby_id,
    babyName: row.baby_name,
    pid: row.pid,
    facilityId: row.facility_id,
    facilityName: row.facility_name,
    facilityAddress: row.facility_address,
    deptId: row.department_id,
    deptName: row.dept_name,
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    doctorTitle: row.doctor_title,
    doctorPhotoUrl: row.doctor_photo_url,
    feeFen: row.fee_fen,
    appointmentDate: row.date,
    period: row.period,
    periodLabel: PERIOD_LABELS[row.period],
    startTime: row.start_time,
    endTime: row.end_time,
    visitReason: row.visit_reason,
    orderNo: row.order_no,
    orderStatus: row.order_status,
    amountFen: row.order_amount_fen ?? 0,
    holdExpiresAt: row.status === 'pending_payment' ? row.hold_expires_at : null,
    canPay:
      row.status === 'pending_payment' &&
      row.order_status !== null &&
      isPayable(row.order_status) &&
      holdRunning,
    canCancel:
      isLive &&
      canCancelAt(
        { cancelCutoffMinutes: row.cancel_cutoff_minutes },
        { date: row.date, startTime: row.start_time },
        now,
      ),
    canDelete: DELETABLE_STATUSES.includes(row.status) && row.hidden_at === null,
    cancelReason: row.cancel_reason,
    createdAt: row.created_at,
  };
};
