import { z } from 'zod';
import { doctorEvaluation } from './consultation-answers.ts';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField, wholeNumber } from './fields.ts';

/**
 * The consultation desk (issue 14, console): a doctor's own summary templates, the managers' ratings and
 * complaints, and the parents' complaint about an inquiry. Every read of a child's data by staff writes
 * an audit row.
 */
const C = '/api/console/consult';

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(min, min > 1 ? `${what}至少${min}个字` : `请填写${what}`)
    .max(max, `${what}不能超过${max}个字`);

/** The four parts of a 问诊小结, with the limits the close call has. */
const summaryParts = {
  findings: text('所见', 1, 1000),
  advice: text('建议', 1, 1000),
  watchFor: text('注意观察', 1, 500),
  returnAdvice: text('复诊建议', 1, 200),
};

export const summaryTemplate = z.object({
  templateId: z.number().int(),
  title: z.string(),
  findings: z.string(),
  advice: z.string(),
  watchFor: z.string(),
  returnAdvice: z.string(),
  updatedAt: z.string(),
});
export type SummaryTemplate = z.infer<typeof summaryTemplate>;

export const COMPLAINT_STATUS_VALUES = ['open', 'handled'] as const;
export const COMPLAINT_STATUS_LABELS = { open: '待处理', handled: '已处理' } as const;

const complaintOfParent = z.object({
  complaintId: z.number().int(),
  inquiryId: z.number().int(),
  status: z.enum(COMPLAINT_STATUS_VALUES),
  statusLabel: z.string(),
  createdAt: z.string(),
});

export const consoleComplaint = complaintOfParent.extend({
  doctorId: z.number().int(),
  doctorName: z.string(),
  babyName: z.string(),
  content: z.string(),
  reply: z.string().nullable(),
  handledByName: z.string().nullable(),
  handledAt: z.string().nullable(),
});
export type ConsoleComplaint = z.infer<typeof consoleComplaint>;

export const consoleRating = doctorEvaluation.extend({
  inquiryId: z.number().int(),
  doctorId: z.number().int(),
  doctorName: z.string(),
});
export type ConsoleRating = z.infer<typeof consoleRating>;

const starsFilter = wholeNumber(
  z.number({ error: '星级应为1-5' }).int('星级应为1-5').min(1, '星级应为1-5').max(5, '星级应为1-5'),
);

/** The parent's side: a complaint about one of their own inquiries. */
export const consultationFeedback = {
  inquiryComplaint: endpoint({
    method: 'POST',
    path: '/api/consult/inquiryComplaint',
    tag: 'consultation',
    access: 'parent',
    summary: '投诉一次问诊（已支付的问诊；每次问诊同时只能有一条待处理的投诉）',
    body: z.strictObject({ inquiryId: idField, content: text('投诉内容', 5, 500) }),
    response: complaintOfParent,
  }),
};

export const consultationDesk = {
  summaryTemplateList: endpoint({
    method: 'GET',
    path: `${C}/summaryTemplate/list`,
    tag: 'console-consultation',
    access: 'staff',
    summary: '我的问诊小结模板（只有写模板的医生本人看得到）',
    response: z.array(summaryTemplate),
  }),
  summaryTemplateSave: endpoint({
    method: 'POST',
    path: `${C}/summaryTemplate/save`,
    tag: 'console-consultation',
    access: 'staff',
    summary: '新建（不带 templateId）或修改自己的问诊小结模板',
    body: z.strictObject({
      templateId: idField.optional(),
      title: text('模板名称', 1, 30),
      ...summaryParts,
    }),
    response: summaryTemplate,
  }),
  summaryTemplateDelete: endpoint({
    method: 'POST',
    path: `${C}/summaryTemplate/delete`,
    tag: 'console-consultation',
    access: 'staff',
    summary: '删除自己的问诊小结模板',
    body: z.strictObject({ templateId: idField }),
    response: z.object({ templateId: z.number().int(), deleted: z.literal(true) }),
  }),
  ratingList: endpoint({
    method: 'GET',
    path: `${C}/rating/list`,
    tag: 'console-consultation',
    access: 'manager',
    summary: '评价管理：全部问诊评价，新的在前，可按医生和星级筛选（匿名评价只显示“匿名用户”）',
    query: z.strictObject({
      doctorId: idField.optional(),
      stars: starsFilter.optional(),
      ...pageQuery.shape,
    }),
    response: pageOf(consoleRating),
  }),
  complaintList: endpoint({
    method: 'GET',
    path: `${C}/complaint/list`,
    tag: 'console-consultation',
    access: 'manager',
    summary: '投诉管理：家长对问诊的投诉，新的在前，可按状态和医生筛选（查看记入审计）',
    query: z.strictObject({
      status: z.enum(COMPLAINT_STATUS_VALUES, { error: '状态有误' }).optional(),
      doctorId: idField.optional(),
      ...pageQuery.shape,
    }),
    response: pageOf(consoleComplaint),
  }),
  complaintHandle: endpoint({
    method: 'POST',
    path: `${C}/complaint/handle`,
    tag: 'console-consultation',
    access: 'manager',
    summary: '回复并处理一条投诉（家长在消息中收到回复；记入审计）',
    body: z.strictObject({ complaintId: idField, reply: text('处理回复', 2, 500) }),
    response: consoleComplaint,
  }),
};
