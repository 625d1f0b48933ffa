import {
  APPOINTMENT_STATUSES,
  CLINIC_PERIODS,
  DAY_STATUSES,
  DOCTOR_STATUSES,
  SESSION_STATUSES,
} from '@sprout/domain';
import { z } from 'zod';
import { pidField, records } from './booking-records.ts';
import { checkoutQuote, checkoutWishFields, spendWishFields } from './checkout.ts';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { dateField, idField } from './fields.ts';

const P = '/opordering/wechatapp';

const monthField = z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM');
const period = z.enum(CLINIC_PERIODS);
const dayStatus = z.enum(DAY_STATUSES);

const facility = z.object({
  facilityId: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  cityCode: z.string(),
  cityName: z.string().nullable(),
  runningTime: z.string(),
});
const department = z.object({ deptId: z.number().int(), name: z.string(), intro: z.string() });
const doctor = z.object({
  doctorId: z.number().int(),
  name: z.string(),
  title: z.string(),
  speciality: z.string(),
  photoUrl: z.string().nullable(),
  /** Registration fee in fen; 0 books without paying. */
  feeFen: z.number().int(),
  deptId: z.number().int(),
  deptName: z.string(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  /** stopped: the QR entry shows 状态异常. */
  status: z.enum(DOCTOR_STATUSES),
});
const doctorDetail = doctor.extend({ introduction: z.string() });
const monthDay = z.object({
  date: z.string(),
  status: dayStatus,
  free: z.number().int(),
  total: z.number().int(),
});
const calendarEvent = monthDay.extend({
  period,
  periodLabel: z.string(),
  /** The session as the clinic set it: stopped when the doctor's clinic was called off. */
  sessionStatus: z.enum(SESSION_STATUSES),
});
const slot = z.object({
  slotId: z.number().int(),
  period,
  periodLabel: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  free: z.number().int(),
  /** open, full, stopped (clinic called off), or why it cannot be booked now. */
  availability: z.enum(['open', 'full', 'stopped', 'past', 'closed_same_day', 'not_released']),
  canBook: z.boolean(),
  /** Chinese reason when canBook is false. */
  reason: z.string().nullable(),
});

export const appointment = z.object({
  weId: z.number().int(),
  status: z.enum(APPOINTMENT_STATUSES),
  statusLabel: z.string(),
  babyId: z.number().int(),
  babyName: z.string(),
  pid: z.string().nullable(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  facilityAddress: z.string(),
  deptId: z.number().int(),
  deptName: z.string(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  doctorTitle: z.string(),
  doctorPhotoUrl: z.string().nullable(),
  feeFen: z.number().int(),
  appointmentDate: z.string(),
  period,
  periodLabel: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  visitReason: z.string(),
  orderNo: z.string().nullable(),
  orderStatus: z.string().nullable(),
  amountFen: z.number().int(),
  /** Until when the unpaid seat is held (pending_payment only). */
  holdExpiresAt: z.string().nullable(),
  canPay: z.boolean(),
  canCancel: z.boolean(),
  canDelete: z.boolean(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointment>;

const doctorQuery = { doctorId: idField };

export const booking = {
  getCityList: endpoint({
    method: 'GET',
    path: `${P}/getCityList`,
    tag: 'booking',
    access: 'public',
    summary: '有门诊的城市列表',
    response: z.array(z.object({ cityCode: z.string(), cityName: z.string() })),
  }),
  getFacilityList: endpoint({
    method: 'GET',
    path: `${P}/getFacilityList`,
    tag: 'booking',
    access: 'public',
    summary: '门诊列表（可按城市筛选）',
    query: z.strictObject({
      cityCode: z
        .string()
        .regex(/^\d{4,6}$/, '城市编码有误')
        .optional(),
    }),
    response: z.array(facility),
  }),
  getFacilityRunningTime: endpoint({
    method: 'GET',
    path: `${P}/getFacilityRunningTime`,
    tag: 'booking',
    access: 'public',
    summary: '门诊营业时间与预约规则（可预约天数、放号时间、当日截止、取消截止）',
    query: z.strictObject({ facilityId: idField }),
    response: facility.extend({
      bookingWindowDays: z.number().int(),
      releaseTime: z.string(),
      sameDayCutoff: z.string(),
      cancelCutoffMinutes: z.number().int(),
      holdMinutes: z.number().int(),
    }),
  }),
  getDeptList: endpoint({
    method: 'GET',
    path: `${P}/getDeptList`,
    tag: 'booking',
    access: 'public',
    summary: '门诊的科室列表',
    query: z.strictObject({ facilityId: idField }),
    response: z.array(department),
  }),
  getDoctorList: endpoint({
    method: 'GET',
    path: `${P}/getDoctorList`,
    tag: 'booking',
    access: 'public',
    summary: '医生列表（出诊中的医生，可按科室筛选）',
    query: z.strictObject({ facilityId: idField, deptId: idField.optional() }),
    response: z.array(doctor),
  }),
  getDoctorDetail: endpoint({
    method: 'GET',
    path: `${P}/getDoctorDetail`,
    tag: 'booking',
    access: 'public',
    summary: '医生详情（扫码预约入口；status 为 stopped 时显示状态异常）',
    query: z.strictObject(doctorQuery),
    response: doctorDetail,
  }),
  getMonthView: endpoint({
    method: 'GET',
    path: `${P}/getMonthView`,
    tag: 'booking',
    access: 'public',
    summary: '医生月历：每天可约/约满/停诊/未放号/已过及余号',
    query: z.strictObject({ ...doctorQuery, month: monthField }),
    response: z.object({ doctorId: z.number().int(), month: z.string(), days: z.array(monthDay) }),
  }),
  getCalendarEvents: endpoint({
    method: 'GET',
    path: `${P}/getCalendarEvents`,
    tag: 'booking',
    access: 'public',
    summary: '医生月排班：每天上午/下午的出诊状态与余号/总号',
    query: z.strictObject({ ...doctorQuery, month: monthField }),
    response: z.array(calendarEvent),
  }),
  getDaySlots: endpoint({
    method: 'GET',
    path: `${P}/getDaySlots`,
    tag: 'booking',
    access: 'public',
    summary: '医生某天的号源（时间段、余号、能否预约及原因）',
    query: z.strictObject({ ...doctorQuery, date: dateField }),
    response: z.object({ doctor, date: z.string(), slots: z.array(slot) }),
  }),
  registrationQuote: endpoint({
    method: 'POST',
    path: `${P}/registrationQuote`,
    tag: 'booking',
    access: 'parent',
    summary:
      '挂号结算预览：挂号费、会员折扣、可用与不可用的优惠券及原因、积分与套餐卡抵扣、应付金额（均由服务端计算）',
    body: z.strictObject({ babyId: idField, slotId: idField, ...checkoutWishFields }),
    response: checkoutQuote,
  }),
  addAppointment: endpoint({
    method: 'POST',
    path: `${P}/addAppointment`,
    tag: 'booking',
    access: 'parentWithPhone',
    summary:
      '预约挂号：挂号费按结算（会员折扣、优惠券、积分、套餐卡）后的金额生成待支付订单并锁号（hold 分钟内未支付自动释放）；应付为0时直接预约成功。未传优惠选项时只用会员折扣',
    body: z.strictObject({
      babyId: idField,
      slotId: idField,
      visitReason: z
        .string({ error: '请填写就诊原因' })
        .trim()
        .min(1, '请填写就诊原因')
        .max(200, '就诊原因最多200字'),
      ...spendWishFields,
    }),
    response: appointment,
  }),
  cancelAppointment: endpoint({
    method: 'POST',
    path: `${P}/cancelAppointment`,
    tag: 'booking',
    access: 'parent',
    summary: '取消预约（取消截止时间前；已支付的原路退款）',
    body: z.strictObject({
      weId: idField,
      reason: z.string().trim().max(100, '取消原因最多100字').optional(),
    }),
    response: appointment,
  }),
  deleteAppointment: endpoint({
    method: 'POST',
    path: `${P}/deleteAppointment`,
    tag: 'booking',
    access: 'parent',
    summary: '删除预约记录（仅已取消、已过期、已就诊、未到诊的，从列表中移除）',
    body: z.strictObject({ weId: idField }),
    response: z.object({ weId: z.number().int() }),
  }),
  pageAppointment: endpoint({
    method: 'POST',
    path: `${P}/pageAppointment`,
    tag: 'booking',
    access: 'parent',
    summary: '我的预约（分页，新的在前，可按状态、宝宝筛选）',
    body: pageQuery
      .extend({ status: z.enum(APPOINTMENT_STATUSES).optional(), babyId: idField.optional() })
      .strict(),
    response: pageOf(appointment),
  }),
  getAppointmentDetail: endpoint({
    method: 'GET',
    path: `${P}/getAppointmentDetail`,
    tag: 'booking',
    access: 'parent',
    summary: '预约详情',
    query: z.strictObject({ weId: idField }),
    response: appointment,
  }),
  getAppointmentListByPatient: endpoint({
    method: 'POST',
    path: '/api/opordering/patientAppointment/getAppointmentListByPatient',
    tag: 'booking',
    access: 'parent',
    summary: '某个就诊人（pid 或宝宝）的预约记录（分页，新的在前）',
    body: pageQuery
      .extend({ pid: pidField.optional(), babyId: idField.optional() })
      .strict()
      .refine((b) => b.pid !== undefined || b.babyId !== undefined, {
        message: '请选择就诊人',
        path: ['babyId'],
      }),
    response: pageOf(appointment),
  }),
  ...records,
} as const;
