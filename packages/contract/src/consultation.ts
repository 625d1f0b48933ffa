import { INQUIRY_KINDS, INQUIRY_STATUSES } from '@sprout/domain';
import { z } from 'zod';
import {
  consultDoctor,
  consultService,
  doctorEvaluation,
  inquirySummary,
  inquiryView,
  ratingSummary,
} from './consultation-answers.ts';
import { checkoutQuote, checkoutWishFields, spendWishFields } from './checkout.ts';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField, wholeNumber } from './fields.ts';
import { inquiryPicture, pictureIdsField } from './pictures.ts';

/** The parents' 图文问诊 calls (issue 14), under the spec's Consultation prefix. */
const P = '/api/consult';

const shortText = (what: string, max: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .max(max, `${what}不能超过${max}个字`);

/** What a parent writes when asking (create and again). */
const askFields = {
  complaint: z
    .string({ error: '请描述宝宝的主要症状' })
    .trim()
    .min(10, '主诉至少10个字，请描述症状、部位和程度')
    .max(500, '主诉不能超过500个字'),
  duration: shortText('患病时长', 50).min(1, '请填写患病时长'),
  hasFever: z.boolean({ error: '请选择是否发热' }),
  temperature: z
    .number({ error: '体温应为数字' })
    .min(34, '体温应在34到43℃之间')
    .max(43, '体温应在34到43℃之间')
    .optional(),
  allergies: shortText('过敏史', 200).default(''),
  medicines: shortText('用药情况', 200).default(''),
  agreeNotice: z.literal(true, { error: '请阅读并同意《问诊须知》' }),
  allowReassign: z.boolean({ error: '请选择是否同意转给其他医生' }),
  /** Up to 9 of the child's record pictures (qn_upload, upload_image) shown to the doctor. */
  pictureIds: pictureIdsField,
};
const feverRule = (b: { hasFever: boolean; temperature?: number | undefined }) =>
  !b.hasFever || b.temperature !== undefined;
const feverMessage = { message: '发热时请填写体温', path: ['temperature'] };

export const INQUIRY_LIST_TABS = ['all', ...INQUIRY_STATUSES] as const;

/**
 * A confirmed AI consultation about the same child, handed to the doctor with the inquiry (the doctor
 * reads its case summary beside it); left out, none.
 */
const handOverField = { aiSessionId: idField.optional() };

const created = z.object({
  inquiryId: z.number().int(),
  orderNo: z.string(),
  amountFen: z.number().int(),
  /** Until when the order can be paid. */
  expiresAt: z.string(),
  inquiry: inquiryView,
});

export const consultation = {
  findDoctor: endpoint({
    method: 'GET',
    path: `${P}/findDoctor`,
    tag: 'consultation',
    access: 'public',
    summary: '找医生：开通图文问诊的医生（按科室），含职称、擅长、评分、接诊数、是否在线、最近出诊日',
    query: z.strictObject({ deptId: idField.optional(), ...pageQuery.shape }),
    response: pageOf(consultDoctor),
  }),
  homeCarouselDoctor: endpoint({
    method: 'GET',
    path: `${P}/homeCarouselDoctor`,
    tag: 'consultation',
    access: 'public',
    summary: '首页轮播医生：开通图文问诊、评分最高的医生（在线优先）',
    response: z.array(consultDoctor),
  }),
  getDoctorStatus: endpoint({
    method: 'POST',
    path: '/admin/baseAuthUserInfo/getDoctorStatus',
    tag: 'consultation',
    access: 'public',
    summary: '医生是否在线（工作时间内且已开通图文问诊）',
    body: z.strictObject({ doctorId: idField }),
    response: z.object({ doctorId: z.number().int(), isOnline: z.boolean(), serviceEnabled: z.boolean() }),
  }),
  doctorHome: endpoint({
    method: 'GET',
    path: `${P}/doctorHome`,
    tag: 'consultation',
    access: 'public',
    summary: '医生主页：简介、图文问诊服务（价格、回复时限、免费追问）、评分汇总',
    query: z.strictObject({ doctorId: idField }),
    response: z.object({
      doctor: consultDoctor.extend({ introduction: z.string() }),
      service: consultService.nullable(),
      ratingSummary,
    }),
  }),
  evaluationLabels: endpoint({
    method: 'GET',
    path: `${P}/evaluationLabels`,
    tag: 'consultation',
    access: 'public',
    summary: '评价标签',
    response: z.array(z.string()),
  }),
  evaluationList: endpoint({
    method: 'GET',
    path: `${P}/evaluationList`,
    tag: 'consultation',
    access: 'public',
    summary: '医生的评价（分页）',
    query: z.strictObject({ doctorId: idField, ...pageQuery.shape }),
    response: pageOf(doctorEvaluation),
  }),
  inquiryPrefill: endpoint({
    method: 'GET',
    path: `${P}/inquiryPrefill`,
    tag: 'consultation',
    access: 'parent',
    summary: '问诊单预填：该宝宝上次问诊填写的过敏史与用药情况，以及本次将是健康咨询还是复诊',
    query: z.strictObject({ babyId: idField }),
    response: z.object({
      allergies: z.string(),
      medicines: z.string(),
      kind: z.enum(INQUIRY_KINDS),
      kindLabel: z.string(),
    }),
  }),
  inquiryCreate: endpoint({
    method: 'POST',
    path: `${P}/inquiryCreate`,
    tag: 'consultation',
    access: 'parentWithPhone',
    summary:
      '提交图文问诊：问诊费按结算（会员折扣、优惠券、积分、套餐卡）后的金额生成待支付订单，经现有支付页支付；应付为0时直接等待接诊。未传优惠选项时只用会员折扣',
    body: z
      .strictObject({
        babyId: idField,
        doctorId: idField,
        ...askFields,
        ...handOverField,
        ...spendWishFields,
      })
      .refine(feverRule, feverMessage),
    response: created,
  }),
  inquiryQuote: endpoint({
    method: 'POST',
    path: `${P}/inquiryQuote`,
    tag: 'consultation',
    access: 'parent',
    summary:
      '问诊结算预览：医生的问诊费、会员折扣、可用与不可用的优惠券及原因、积分与套餐卡抵扣、应付金额（均由服务端计算）',
    body: z.strictObject({ babyId: idField, doctorId: idField, ...checkoutWishFields }),
    response: checkoutQuote,
  }),
  inquiryAgain: endpoint({
    method: 'POST',
    path: `${P}/inquiryAgain`,
    tag: 'consultation',
    access: 'parentWithPhone',
    summary: '再次咨询：同一医生、同一宝宝的新问诊，关联首次问诊',
    body: z
      .strictObject({ inquiryId: idField, ...askFields, ...handOverField, ...spendWishFields })
      .refine(feverRule, feverMessage),
    response: created,
  }),
  inquiryPay: endpoint({
    method: 'POST',
    path: `${P}/inquiryPay`,
    tag: 'consultation',
    access: 'parent',
    summary: '去支付：待支付问诊的订单号（支付页按订单号支付）',
    body: z.strictObject({ inquiryId: idField }),
    response: z.object({ orderNo: z.string(), amountFen: z.number().int(), expiresAt: z.string() }),
  }),
  inquiryCancel: endpoint({
    method: 'POST',
    path: `${P}/inquiryCancel`,
    tag: 'consultation',
    access: 'parent',
    summary: '取消问诊：未支付的关闭订单；已支付未接诊的全额退款',
    body: z.strictObject({ inquiryId: idField }),
    response: inquiryView,
  }),
  inquiryDetails: endpoint({
    method: 'GET',
    path: `${P}/inquiryDetails`,
    tag: 'consultation',
    access: 'parent',
    summary: '问诊详情（含接诊与首次回复的截止时间、所附病历图片的签名链接）',
    query: z.strictObject({ inquiryId: idField }),
    response: inquiryView.extend({ pictures: z.array(inquiryPicture) }),
  }),
  inquiryList: endpoint({
    method: 'GET',
    path: `${P}/inquiryList`,
    tag: 'consultation',
    access: 'parent',
    summary: '问诊记录（按状态分栏，分页）',
    query: z.strictObject({
      tab: z.enum(INQUIRY_LIST_TABS, { error: '状态有误' }).default('all'),
      ...pageQuery.shape,
    }),
    response: pageOf(inquiryView),
  }),
  summary: endpoint({
    method: 'GET',
    path: `${P}/summary`,
    tag: 'consultation',
    access: 'parent',
    summary: '问诊小结：所见、建议、注意观察、何时复诊',
    query: z.strictObject({ inquiryId: idField }),
    response: inquirySummary,
  }),
  evaluationAdd: endpoint({
    method: 'POST',
    path: `${P}/evaluationAdd`,
    tag: 'consultation',
    access: 'parent',
    summary: '评价问诊（每次问诊一次）',
    body: z.strictObject({
      inquiryId: idField,
      stars: wholeNumber(
        z
          .number({ error: '请选择评分' })
          .int('评分应为1到5星')
          .min(1, '评分应为1到5星')
          .max(5, '评分应为1到5星'),
      ),
      labels: z.array(z.string().max(20), { error: '标签有误' }).max(8, '最多选择8个标签').default([]),
      text: z.string().trim().max(500, '评价不能超过500个字').default(''),
      anonymous: z.boolean().default(false),
    }),
    response: doctorEvaluation,
  }),
  evaluationDetails: endpoint({
    method: 'GET',
    path: `${P}/evaluationDetails`,
    tag: 'consultation',
    access: 'parent',
    summary: '我对这次问诊的评价',
    query: z.strictObject({ inquiryId: idField }),
    response: doctorEvaluation,
  }),
};
