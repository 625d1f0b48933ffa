import {
  APPOINTMENT_STATUSES,
  CLINIC_PERIODS,
  DOCTOR_STATUSES,
  FACILITY_STATUSES,
  SESSION_STATUSES,
} from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { dateField, idField, wholeNumber } from './fields.ts';
import { STAFF_STATUSES } from './staff.ts';

/**
 * The clinic console: managers run facilities, departments, doctors, weekly templates, holidays and
 * stopped clinics; a doctor sees today's list. Each list row says when it last changed and by whom.
 */
const P = '/api/console/clinic';
const T = 'console-clinic';

const hhmm = (what: string) =>
  z.string({ error: `请输入${what}` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${what}格式应为 HH:mm`);
const text = (what: string, max: number) =>
  z
    .string({ error: `请输入${what}` })
    .trim()
    .min(1, `请输入${what}`)
    .max(max, `${what}不能超过${max}个字`);
const intIn = (what: string, min: number, max: number, unit = '') =>
  wholeNumber(
    z
      .number({ error: `请输入${what}` })
      .int(`${what}应为整数`)
      .min(min, `${what}应为${min}-${max}${unit}`)
      .max(max, `${what}应为${min}-${max}${unit}`),
  );
const keyword = z.string().trim().max(32, '关键字不能超过32个字').optional();
const openClosed = z.enum(FACILITY_STATUSES, { error: '状态应为 open 或 closed' });
const period = z.enum(CLINIC_PERIODS, { error: '请选择上午或下午' });
const changed = { updatedAt: z.string().nullable(), updatedBy: z.string().nullable() };

export const consoleFacility = z.object({
  facilityId: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  cityCode: z.string(),
  runningTime: z.string(),
  status: openClosed,
  bookingWindowDays: z.number().int(),
  releaseTime: z.string(),
  sameDayCutoff: z.string(),
  cancelCutoffMinutes: z.number().int(),
  holdMinutes: z.number().int(),
  /** One live booking per child, doctor and half-day (on by default). */
  oneBookingPerHalfDay: z.boolean(),
  /** Package cards (套餐卡) on sale; off by default (some cities bar prepaid cards). */
  sellPackageCards: z.boolean(),
  ...changed,
});
export const consoleDepartment = z.object({
  departmentId: z.number().int(),
  facilityId: z.number().int(),
  name: z.string(),
  intro: z.string(),
  sort: z.number().int(),
  status: openClosed,
  ...changed,
});
export const consoleDoctor = z.object({
  doctorId: z.number().int(),
  facilityId: z.number().int(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  name: z.string(),
  title: z.string(),
  speciality: z.string(),
  introduction: z.string(),
  photoUrl: z.string().nullable(),
  registrationFeeFen: z.number().int(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  status: z.enum(DOCTOR_STATUSES),
  ...changed,
});
export const consoleTemplate = z.object({
  templateId: z.number().int(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  weekday: z.number().int(),
  period,
  startTime: z.string(),
  endTime: z.string(),
  slotMinutes: z.number().int(),
  capacityPerSlot: z.number().int(),
  ...changed,
});
export const consoleSession = z.object({
  sessionId: z.number().int(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  facilityId: z.number().int(),
  date: z.string(),
  period,
  status: z.enum(SESSION_STATUSES),
  stopReason: z.string().nullable(),
  slotCount: z.number().int(),
  capacity: z.number().int(),
  booked: z.number().int(),
  /** HH:mm when the last slot ends (null without slots): an ended session cannot be stopped. */
  lastSlotEnd: z.string().nullable(),
  ...changed,
});
export const consoleHoliday = z.object({
  holidayId: z.number().int(),
  facilityId: z.number().int(),
  date: z.string(),
  name: z.string(),
  ...changed,
});
export const doctorTodayItem = z.object({
  weId: z.number().int(),
  babyName: z.string(),
  babySex: z.string(),
  age: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  visitReason: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** When and by whom it was marked arrived or no-show; null until then. */
  ...changed,
});
/** A doctor-role sign-in a manager may link to a doctor, and the doctor it is linked to now. */
export const linkableDoctorAccount = z.object({
  staffId: z.number().int(),
  displayName: z.string(),
  username: z.string(),
  status: z.enum(STAFF_STATUSES),
  linkedDoctorId: z.number().int().nullable(),
  linkedDoctorName: z.string().nullable(),
});
/** What stopping clinics did: the console shows it so a manager knows whom the clinic told. */
export const clinicStopOutcome = z.object({
  stoppedSessions: z.number().int(),
  cancelledAppointments: z.number().int(),
  refundsRequested: z.number().int(),
});

const facilitySettings = {
  name: text('院区名称', 50).optional(),
  address: text('地址', 100).optional(),
  phone: z
    .string()
    .regex(/^[\d-]{7,20}$/, '请输入正确的联系电话')
    .optional(),
  runningTime: text('营业时间', 100).optional(),
  status: openClosed.optional(),
  bookingWindowDays: intIn('可预约天数', 1, 30, '天').optional(),
  releaseTime: hhmm('放号时间').optional(),
  sameDayCutoff: hhmm('当日预约截止时间').optional(),
  cancelCutoffMinutes: intIn('取消截止时间', 0, 1440, '分钟').optional(),
  holdMinutes: intIn('未支付保留时间', 5, 60, '分钟').optional(),
  oneBookingPerHalfDay: z.boolean({ error: '请选择是否限制同一半天重复预约' }).optional(),
  sellPackageCards: z.boolean({ error: '请选择是否销售套餐卡' }).optional(),
};
const doctorFields = {
  name: text('医生姓名', 20),
  title: text('职称', 20),
  speciality: text('擅长', 200),
  introduction: z.string().trim().max(2000, '简介不能超过2000个字'),
  photoUrl: z
    .string()
    .max(500)
    .regex(/^(https?:\/\/|\/)[^\s"'<>]*$/, '照片地址应以 http(s):// 或 / 开头')
    .nullable(),
  registrationFeeFen: wholeNumber(
    z.number({ error: '请输入挂号费' }).int('挂号费以分为单位，应为整数').min(0, '挂号费不能为负'),
  ),
  departmentId: idField,
  staffId: idField.nullable(),
};
const templateFields = {
  doctorId: idField,
  weekday: intIn('星期', 1, 7),
  period,
  startTime: hhmm('开始时间'),
  endTime: hhmm('结束时间'),
  slotMinutes: intIn('号源时长', 5, 120, '分钟'),
  capacityPerSlot: intIn('每号可约人数', 1, 50, '人'),
};
const get = <Q extends z.ZodType, R extends z.ZodType>(
  path: string,
  summary: string,
  query: Q,
  response: R,
) => endpoint({ method: 'GET', path: `${P}/${path}`, tag: T, access: 'manager', summary, query, response });
const post = <B extends z.ZodType, R extends z.ZodType>(
  path: string,
  summary: string,
  body: B,
  response: R,
) => endpoint({ method: 'POST', path: `${P}/${path}`, tag: T, access: 'manager', summary, body, response });

export type ConsoleFacility = z.infer<typeof consoleFacility>;
export type ConsoleDepartment = z.infer<typeof consoleDepartment>;
export type ConsoleDoctor = z.infer<typeof consoleDoctor>;
export type ConsoleTemplate = z.infer<typeof consoleTemplate>;
export type ConsoleSession = z.infer<typeof consoleSession>;
export type ConsoleHoliday = z.infer<typeof consoleHoliday>;
export type LinkableDoctorAccount = z.infer<typeof linkableDoctorAccount>;
export type DoctorTodayItem = z.infer<typeof doctorTodayItem>;
export type ClinicStopOutcome = z.infer<typeof clinicStopOutcome>;

export const clinicAdmin = {
  listFacilities: get(
    'facility/list',
    '院区列表',
    pageQuery.extend({ keyword, status: openClosed.optional() }).strict(),
    pageOf(consoleFacility),
  ),
  facilityDetail: get(
    'facility/detail',
    '院区详情',
    z.strictObject({ facilityId: idField }),
    consoleFacility,
  ),
  updateFacility: post(
    'facility/update',
    '修改院区信息与预约设置',
    z.strictObject({ facilityId: idField, ...facilitySettings }),
    consoleFacility,
  ),
  listDepartments: get(
    'department/list',
    '科室列表',
    pageQuery.extend({ facilityId: idField.optional(), status: openClosed.optional(), keyword }).strict(),
    pageOf(consoleDepartment),
  ),
  createDepartment: post(
    'department/create',
    '新建科室',
    z.strictObject({
      facilityId: idField,
      name: text('科室名称', 30),
      intro: z.string().trim().max(500, '科室简介不能超过500个字').default(''),
      sort: intIn('排序', 0, 9999).default(0),
      status: openClosed.default('open'),
    }),
    consoleDepartment,
  ),
  updateDepartment: post(
    'department/update',
    '修改科室',
    z.strictObject({
      departmentId: idField,
      name: text('科室名称', 30).optional(),
      intro: z.string().trim().max(500, '科室简介不能超过500个字').optional(),
      sort: intIn('排序', 0, 9999).optional(),
      status: openClosed.optional(),
    }),
    consoleDepartment,
  ),
  listDoctors: get(
    'doctor/list',
    '医生列表',
    pageQuery
      .extend({
        facilityId: idField.optional(),
        departmentId: idField.optional(),
        status: z.enum(DOCTOR_STATUSES).optional(),
        keyword,
      })
      .strict(),
    pageOf(consoleDoctor),
  ),
  listDoctorAccounts: get(
    'doctor/accounts',
    '可关联的医生账号（角色为医生的工作人员账号，含当前关联的医生）',
    pageQuery.extend({ keyword }).strict(),
    pageOf(linkableDoctorAccount),
  ),
  createDoctor: post(
    'doctor/create',
    '新建医生',
    z.strictObject({
      ...doctorFields,
      introduction: doctorFields.introduction.default(''),
      photoUrl: doctorFields.photoUrl.default(null),
      staffId: doctorFields.staffId.default(null),
    }),
    consoleDoctor,
  ),
  updateDoctor: post(
    'doctor/update',
    '修改医生信息',
    z.strictObject({ doctorId: idField, ...z.object(doctorFields).partial().shape }),
    consoleDoctor,
  ),
  setDoctorStatus: post(
    'doctor/setStatus',
    '停用或启用医生',
    z.strictObject({ doctorId: idField, status: z.enum(DOCTOR_STATUSES, { error: '状态有误' }) }),
    consoleDoctor,
  ),
  doctorQrCode: get(
    'doctorQrCode',
    '医生预约二维码',
    z.strictObject({ doctorId: idField }),
    z.object({ url: z.string(), svg: z.string() }),
  ),
  listTemplates: get(
    'schedule/templates',
    '排班模板列表',
    pageQuery
      .extend({
        facilityId: idField.optional(),
        doctorId: idField.optional(),
        weekday: intIn('星期', 1, 7).optional(),
      })
      .strict(),
    pageOf(consoleTemplate),
  ),
  saveTemplate: post(
    'schedule/saveTemplate',
    '保存排班模板（同一医生同一星期同一时段只有一条）',
    z.strictObject(templateFields),
    consoleTemplate,
  ),
  deleteTemplate: post(
    'schedule/deleteTemplate',
    '删除排班模板',
    z.strictObject({ templateId: idField }),
    z.null(),
  ),
  generateSessions: post(
    'schedule/generate',
    '按模板生成出诊与号源（已有的不变）',
    z.strictObject({ facilityId: idField, doctorId: idField.optional(), from: dateField, to: dateField }),
    z.object({ sessions: z.number().int(), slots: z.number().int() }),
  ),
  listSessions: get(
    'session/list',
    '出诊列表',
    pageQuery
      .extend({
        facilityId: idField.optional(),
        doctorId: idField.optional(),
        from: dateField.optional(),
        to: dateField.optional(),
        status: z.enum(SESSION_STATUSES).optional(),
      })
      .strict(),
    pageOf(consoleSession),
  ),
  stopSessions: post(
    'session/stop',
    '停诊（一个出诊，或某医生某天的全部出诊）：已约的家长收到通知并退款',
    z
      .strictObject({
        sessionId: idField.optional(),
        doctorId: idField.optional(),
        date: dateField.optional(),
        reason: text('停诊原因', 100),
      })
      .refine((b) => b.sessionId !== undefined || (b.doctorId !== undefined && b.date !== undefined), {
        message: '请指定出诊，或医生和日期',
        path: ['sessionId'],
      }),
    clinicStopOutcome,
  ),
  reopenSession: post(
    'session/reopen',
    '恢复停诊的出诊',
    z.strictObject({ sessionId: idField }),
    consoleSession,
  ),
  listHolidays: get(
    'holiday/list',
    '节假日列表',
    pageQuery
      .extend({ facilityId: idField.optional(), from: dateField.optional(), to: dateField.optional() })
      .strict(),
    pageOf(consoleHoliday),
  ),
  addHoliday: post(
    'holiday/add',
    '添加节假日（当天出诊停诊；已有预约时需 stopBooked 确认）',
    z.strictObject({
      facilityId: idField,
      date: dateField,
      name: text('节假日名称', 30),
      stopBooked: z.boolean({ error: 'stopBooked 应为 true 或 false' }).default(false),
    }),
    consoleHoliday.extend({ stop: clinicStopOutcome }),
  ),
  removeHoliday: post('holiday/remove', '删除节假日', z.strictObject({ holidayId: idField }), z.null()),
  doctorToday: endpoint({
    method: 'GET',
    path: `${P}/doctor/today`,
    tag: T,
    access: 'staff',
    summary: '医生：我的今日（或某日）就诊列表',
    query: pageQuery
      .extend({ date: dateField.optional(), status: z.enum(APPOINTMENT_STATUSES).optional() })
      .strict(),
    response: pageOf(doctorTodayItem),
  }),
  markArrival: endpoint({
    method: 'POST',
    path: `${P}/doctor/markArrival`,
    tag: T,
    access: 'staff',
    summary: '医生：标记已到诊或爽约',
    body: z.strictObject({
      weId: idField,
      outcome: z.enum(['arrived', 'no_show'], { error: '请选择到诊或爽约' }),
    }),
    response: doctorTodayItem,
  }),
} as const;
