import { CONSULT_TYPES, TRIAGE_LEVELS } from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField } from './fields.ts';
import { inquiryPicture } from './pictures.ts';

/**
 * AI consultation (issue 23, spec section 7, prefix /api/ai/consult/): a guardian's interview about
 * one child. The rules in packages/domain (triage) decide the level on every message, red flags first;
 * the assistant asks one question at a time and ends with one of five levels and what to do. It names
 * no diagnosis and no dose and says it is not a doctor.
 */
const P = '/api/ai/consult';

const consultType = z.enum(CONSULT_TYPES, { error: '请选择咨询类型' });
const level = z.enum(TRIAGE_LEVELS);

export const aiAssessment = z.object({
  level,
  levelLabel: z.string(),
  /** An emergency level: the page shows this before anything else. */
  emergency: z.boolean(),
  advice: z.string(),
  signs: z.array(z.object({ sign: z.string(), levelLabel: z.string(), source: z.string() })),
  watchFor: z.array(z.string()),
  disclaimer: z.string(),
  /** 预约门诊 and 24小时内就医: where to book. */
  bookingLink: z.string().nullable(),
});
export type AiAssessment = z.infer<typeof aiAssessment>;

export const aiMessage = z.object({
  seq: z.number().int(),
  role: z.enum(['guardian', 'assistant']),
  kind: z.enum(['complaint', 'text', 'answer', 'picture', 'question', 'assessment', 'note']),
  text: z.string(),
  /** A question's quick answers (the first means yes). */
  chips: z.array(z.string()).nullable(),
  assessment: aiAssessment.nullable(),
  picture: inquiryPicture.nullable(),
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type AiMessage = z.infer<typeof aiMessage>;

export const aiSession = z.object({
  sessionId: z.number().int(),
  babyId: z.number().int(),
  babyName: z.string(),
  consultType,
  consultTypeLabel: z.string(),
  complaint: z.string(),
  status: z.enum(['interviewing', 'assessed']),
  level: level.nullable(),
  levelLabel: z.string().nullable(),
  emergency: z.boolean(),
  createdAt: z.string(),
  summaryConfirmedAt: z.string().nullable(),
});
export type AiSession = z.infer<typeof aiSession>;

export const aiSessionDetail = z.object({ session: aiSession, messages: z.array(aiMessage) });
export type AiSessionDetail = z.infer<typeof aiSessionDetail>;

/** What one call added: the stored messages, in order, and the session as it is now. */
export const aiTurn = z.object({ session: aiSession, messages: z.array(aiMessage) });
export type AiTurn = z.infer<typeof aiTurn>;

export const aiCaseInfo = z.object({
  sessionId: z.number().int(),
  babyId: z.number().int(),
  babyName: z.string(),
  sex: z.string(),
  ageText: z.string(),
  consultTypeLabel: z.string(),
  complaint: z.string(),
  /** Everything else the guardian wrote, in order. */
  details: z.array(z.string()),
  /** Every question asked, with the guardian's answer (null: not answered). */
  answers: z.array(z.object({ question: z.string(), answer: z.string().nullable() })),
  assessment: aiAssessment.nullable(),
  pictures: z.array(inquiryPicture),
  confirmedAt: z.string().nullable(),
});
export type AiCaseInfo = z.infer<typeof aiCaseInfo>;

const sessionQuery = z.strictObject({ sessionId: idField });
const textField = z.string({ error: '请输入内容' }).trim().min(1, '请输入内容').max(500, '一次最多500个字');

export const aiConsult = {
  consultType: endpoint({
    method: 'GET',
    path: `${P}/consultType`,
    tag: 'ai-consult',
    access: 'parent',
    summary: '可咨询的类型（发热、咳嗽/呼吸、呕吐/腹泻、皮疹、喂养、生长发育、用药咨询、外伤、其他）',
    response: z.object({ list: z.array(z.object({ code: consultType, label: z.string() })) }),
  }),
  getDictList: endpoint({
    method: 'GET',
    path: `${P}/getDictList`,
    tag: 'ai-consult',
    access: 'parent',
    summary: '问诊用的词典：每类常见症状、病程、快捷回答',
    response: z.object({
      symptoms: z.array(z.object({ consultType, words: z.array(z.string()) })),
      durations: z.array(z.string()),
      answers: z.array(z.string()),
    }),
  }),
  startComplaint: endpoint({
    method: 'POST',
    path: `${P}/startComplaint`,
    tag: 'ai-consult',
    access: 'parent',
    summary: '开始一次AI问诊：宝宝、类型、家长描述的主诉；危险信号当即判断，急症建议最先给出',
    body: z.strictObject({
      babyId: idField,
      consultType,
      complaint: z
        .string({ error: '请描述宝宝的情况' })
        .trim()
        .min(2, '请描述宝宝的情况')
        .max(500, '描述不能超过500个字'),
    }),
    response: aiTurn,
  }),
  addChatMsg: endpoint({
    method: 'POST',
    path: `${P}/addChatMsg`,
    tag: 'ai-consult',
    access: 'parent',
    summary:
      '家长发送一条消息或回答（clientId 重发不重复）；每条都先按危险信号规则判断，急症时当即加入急症建议',
    body: z.strictObject({
      sessionId: idField,
      text: textField,
      clientId: z.string({ error: '缺少消息编号' }).trim().min(1).max(64),
    }),
    response: aiTurn,
  }),
  chatComplaint: endpoint({
    method: 'POST',
    path: `${P}/chatComplaint`,
    tag: 'ai-consult',
    access: 'parent',
    summary: '助手的下一轮：下一个问题，或结论（五级之一及应对）；已给出的一轮重复请求时原样返回',
    body: z.strictObject({ sessionId: idField }),
    response: aiTurn,
  }),
  chatHistoryDetail: endpoint({
    method: 'GET',
    path: `${P}/chatHistoryDetail`,
    tag: 'ai-consult',
    access: 'parent',
    summary: '一次AI问诊的全部消息',
    query: sessionQuery,
    response: aiSessionDetail,
  }),
  chatSessionHistoryList: endpoint({
    method: 'GET',
    path: `${P}/chatSessionHistoryList`,
    tag: 'ai-consult',
    access: 'parent',
    summary: 'AI问诊记录（分页，最新在前）',
    query: z.strictObject({ ...pageQuery.shape }),
    response: pageOf(aiSession),
  }),
  submitCaseInfo: endpoint({
    method: 'GET',
    path: `${P}/submitCaseInfo`,
    tag: 'ai-consult',
    access: 'parent',
    summary: '病情摘要（主诉、补充、问答、危险信号、结论、图片），供家长核对后确认',
    query: sessionQuery,
    response: aiCaseInfo,
  }),
  confirmCaseInfo: endpoint({
    method: 'POST',
    path: `${P}/confirmCaseInfo`,
    tag: 'ai-consult',
    access: 'parent',
    summary: '家长确认病情摘要（得出结论后才能确认；未确认的摘要不会给医生看到）',
    body: z.strictObject({ sessionId: idField }),
    response: aiCaseInfo,
  }),
} as const;

/**
 * A picture in the AI consultation, a byte route (multipart; byte-routes.ts lists it): the field
 * `sessionId` and one part `file`, checked and cleaned as a record picture. It is stored as a picture
 * of the session's child and added to the conversation; the answer is the turn with that message.
 */
export const AI_FILE_UPLOAD_PATH = `${P}/chatFileUpload`;
export const aiFileUploadFields = z.strictObject({ sessionId: idField });
