import { DOCTOR_STATUSES, INQUIRY_STATUSES } from '@sprout/domain';
import { z } from 'zod';
import { aiCaseInfo } from './ai-consult.ts';
import { consultService, inquiryView, workingPeriod } from './consultation-answers.ts';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField, wholeNumber } from './fields.ts';
import { inquiryPicture } from './pictures.ts';

/**
 * The console's consultation calls (issue 14): managers set each doctor's 图文问诊 service and refund
 * by hand; a doctor works their own inbox (a manager sees every doctor's). Every read of a child's data
 * writes an audit row.
 */
const C = '/api/console/consult';

const minutes = (what: string) =>
  wholeNumber(
    z
      .number({ error: `请填写${what}` })
      .int(`${what}应为整数分钟`)
      .min(1, `${what}至少1分钟`)
      .max(10_080, `${what}不能超过7天`),
  );
const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(min, `请填写${what}`)
    .max(max, `${what}不能超过${max}个字`);

const serviceRow = consultService.extend({
  doctorId: z.number().int(),
  doctorName: z.string(),
  doctorTitle: z.string(),
  deptName: z.string(),
  doctorStatus: z.enum(DOCTOR_STATUSES),
  /** False while the manager has never set this doctor's service (the defaults are shown). */
  configured: z.boolean(),
  updatedAt: z.string().nullable(),
});

const inboxItem = inquiryView.extend({
  babySex: z.string(),
  babyAge: z.string(),
  /** The deadline that runs now: accept (waiting) or first answer (in progress). */
  dueAt: z.string().nullable(),
  /** An emergency sign the triage rules read in the parent's chat messages: when first, and which. */
  redFlag: z.object({ at: z.string(), signs: z.array(z.string()) }).nullable(),
});

const inquiryIdBody = { inquiryId: idField };

export const consultationConsole = {
  serviceList: endpoint({
    method: 'GET',
    path: `${C}/service/list`,
    tag: 'console-consultation',
    access: 'manager',
    summary: '医生图文问诊服务设置列表（价格、接诊与首次回复时限、工作时间、免费追问、开关）',
    query: z.strictObject({ deptId: idField.optional(), ...pageQuery.shape }),
    response: pageOf(serviceRow),
  }),
  serviceSave: endpoint({
    method: 'POST',
    path: `${C}/service/save`,
    tag: 'console-consultation',
    access: 'manager',
    summary: '保存医生的图文问诊服务（记入审计）',
    body: z.strictObject({
      doctorId: idField,
      priceFen: wholeNumber(
        z
          .number({ error: '请填写价格' })
          .int('价格以分为单位，应为整数')
          .min(0, '价格不能为负')
          .max(10_000_000, '价格不能超过10万元'),
      ),
      acceptMinutes: minutes('接诊时限').default(30),
      answerMinutes: minutes('首次回复时限').default(120),
      workingHours: z.array(workingPeriod, { error: '请填写工作时间' }).max(28, '工作时段最多28个'),
      followUpMessages: wholeNumber(
        z.number({ error: '请填写免费追问条数' }).int().min(0, '免费追问条数不能为负').max(50),
      ).default(3),
      followUpHours: wholeNumber(
        z.number({ error: '请填写追问时长' }).int().min(0, '追问时长不能为负').max(720),
      ).default(72),
      enabled: z.boolean({ error: '请选择是否开通' }),
    }),
    response: serviceRow,
  }),
  inbox: endpoint({
    method: 'GET',
    path: `${C}/inbox`,
    tag: 'console-consultation',
    access: 'staff',
    summary: '问诊工作台：待接诊（按截止时间排序）与问诊中；医生只看自己的，管理员看全部（查看记入审计）',
    query: z.strictObject({
      status: z.enum(INQUIRY_STATUSES, { error: '状态有误' }).default('waiting'),
      /** A manager's filter by doctor; a doctor sees only their own whatever this says. */
      doctorId: idField.optional(),
      ...pageQuery.shape,
    }),
    response: pageOf(inboxItem),
  }),
  inquiryDetail: endpoint({
    method: 'GET',
    path: `${C}/inquiry/detail`,
    tag: 'console-consultation',
    access: 'staff',
    summary:
      '问诊详情与儿童资料（记入审计），含所附病历图片的签名链接，以及家长确认后随问诊提交的AI问诊病情摘要',
    query: z.strictObject(inquiryIdBody),
    response: inboxItem.extend({ pictures: z.array(inquiryPicture), aiCase: aiCaseInfo.nullable() }),
  }),
  accept: endpoint({
    method: 'POST',
    path: `${C}/inquiry/accept`,
    tag: 'console-consultation',
    access: 'staff',
    summary: '接诊（开始首次回复计时）',
    body: z.strictObject(inquiryIdBody),
    response: inboxItem,
  }),
  decline: endpoint({
    method: 'POST',
    path: `${C}/inquiry/decline`,
    tag: 'console-consultation',
    access: 'staff',
    summary: '拒绝接诊：家长同意时转给本科室在班医生，否则全额退款',
    body: z.strictObject({ ...inquiryIdBody, reason: text('拒绝原因', 1, 100) }),
    response: inboxItem,
  }),
  close: endpoint({
    method: 'POST',
    path: `${C}/inquiry/close`,
    tag: 'console-consultation',
    access: 'staff',
    summary: '写问诊小结并结束问诊',
    body: z.strictObject({
      ...inquiryIdBody,
      findings: text('所见', 1, 1000),
      advice: text('建议', 1, 1000),
      watchFor: text('注意观察', 1, 500),
      returnAdvice: text('复诊建议', 1, 200),
    }),
    response: inboxItem,
  }),
  refund: endpoint({
    method: 'POST',
    path: `${C}/inquiry/refund`,
    tag: 'console-consultation',
    access: 'manager',
    summary: '手工全额退款（填写原因，记入审计）',
    body: z.strictObject({ ...inquiryIdBody, reason: text('退款原因', 2, 100) }),
    response: inboxItem,
  }),
};
