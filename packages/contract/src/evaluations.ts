import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField, wholeNumber } from './fields.ts';
import {
  comprehensiveReport,
  evaluationDetail,
  evaluationSummary,
  evaluationTrendPoint,
  measurementReport,
  sharedReport,
  shareLinkItem,
} from './evaluations-answers.ts';
import { babyRef, growthReferenceField, NEEDS_BABY, needsBaby } from './growth-fields.ts';

/**
 * Growth reports (issue 4): an evaluation is a frozen 身高报告 of one measurement visit, computed and
 * stored when it is made, so that reading or sharing it later shows exactly what was computed then.
 * Share links open one report without logging in: signed, expiring, revocable. Parent calls name the
 * baby by babyId or pid like the growth calls; another parent's record reads as 4004.
 */
export {
  comprehensiveReport,
  evaluationDetail,
  evaluationSnapshot,
  evaluationSummary,
  evaluationTrendPoint,
  measurementReport,
  reportIndicator,
  reportResults,
  sharedReport,
  shareLinkItem,
  shareLinkStatus,
} from './evaluations-answers.ts';

const U = '/online/usercenter';

/** Days a share link opens: 1–30, 7 when not given. */
export const SHARE_VALID_DAYS = { min: 1, max: 30, default: 7 } as const;
/** The page that opens a shared report; the server answers it with `?token=` appended. */
export const SHARE_PAGE_PATH = '/appointment/#/pages/evaluationFun/shareWebview/index';

const shareTokenField = z
  .string({ error: '分享链接无效' })
  .trim()
  .min(1, '分享链接无效')
  .max(200, '分享链接无效');

const ofBaby = z.strictObject(babyRef).refine(needsBaby, NEEDS_BABY);

export const evaluations = {
  addEvaluating: endpoint({
    method: 'POST',
    path: `${U}/addEvaluating`,
    tag: 'growth-reports',
    access: 'parent',
    summary:
      '生成身高报告：按一次测量（不给 measurementId 时取最近一次有身高或体重的测量）计算并保存报告；同一次测量和参考标准只生成一份，再次请求返回已有的报告',
    body: z
      .strictObject({
        ...babyRef,
        measurementId: idField.optional(),
        reference: growthReferenceField.optional(),
      })
      .refine(needsBaby, NEEDS_BABY),
    response: evaluationDetail,
  }),
  evaluatingList: endpoint({
    method: 'POST',
    path: `${U}/evaluatingList`,
    tag: 'growth-reports',
    access: 'parent',
    summary: '宝宝的身高报告列表（新的在前）',
    body: pageQuery.extend(babyRef).strict().refine(needsBaby, NEEDS_BABY),
    response: pageOf(evaluationSummary),
  }),
  evaluatingDetails: endpoint({
    method: 'POST',
    path: `${U}/evaluatingDetails`,
    tag: 'growth-reports',
    access: 'parent',
    summary: '一份身高报告的全部内容（生成时保存的结果，不随之后的数据或参考标准变化）',
    body: z.strictObject({ evaluationId: idField }),
    response: evaluationDetail,
  }),
  getPastEvaluatingInfo: endpoint({
    method: 'POST',
    path: `${U}/getPastEvaluatingInfo`,
    tag: 'growth-reports',
    access: 'parent',
    summary: '宝宝历次身高报告的身高、体重和百分位（旧的在前），供报告中的趋势表',
    body: ofBaby,
    response: z.object({ babyId: z.number().int(), list: z.array(evaluationTrendPoint) }),
  }),
  latestEvaluatingDetails: endpoint({
    method: 'POST',
    path: `${U}/latestEvaluatingDetails`,
    tag: 'growth-reports',
    access: 'parent',
    summary: '宝宝最近的一份身高报告（不指定宝宝时为默认宝宝）；没有报告时 data 为 null',
    body: z.strictObject(babyRef),
    response: evaluationDetail.nullable(),
  }),
  deleteEvaluating: endpoint({
    method: 'POST',
    path: `${U}/deleteEvaluating`,
    tag: 'growth-reports',
    access: 'parent',
    summary: '删除一份身高报告，它的分享链接同时失效',
    body: z.strictObject({ evaluationId: idField }),
    response: z.object({
      evaluationId: z.number().int(),
      deleted: z.literal(true),
      /** How many live share links this call revoked. */
      revokedShares: z.number().int(),
    }),
  }),
  measurementReport: endpoint({
    method: 'POST',
    path: '/api/growth/measurementReport',
    tag: 'growth-reports',
    access: 'parent',
    summary:
      '儿童体格生长评价报告：一次测量（家长录入或门诊测量）的各项指标百分位、z值和说明，早产儿另给矫正年龄的结果（不保存）',
    body: z.strictObject({ measurementId: idField, reference: growthReferenceField.optional() }),
    response: measurementReport,
  }),
  comprehensiveReport: endpoint({
    method: 'POST',
    path: `${U}/comprehensiveReport`,
    tag: 'growth-reports',
    access: 'parent',
    summary:
      '综合报告：宝宝资料、最近一次测量及评价、各指标最新值、身高增长速度、遗传靶身高、成年身高预测、最近骨龄、报告数和测量次数',
    body: z
      .strictObject({ ...babyRef, reference: growthReferenceField.optional() })
      .refine(needsBaby, NEEDS_BABY),
    response: comprehensiveReport,
  }),
  homePageShare: endpoint({
    method: 'POST',
    path: `${U}/homePageShare`,
    tag: 'growth-reports',
    access: 'parent',
    summary:
      '分享一份身高报告：生成有效期1-30天（默认7天）的链接，打开时无需登录，只显示这份报告（姓名只留第一个字）；可随时撤销',
    body: z.strictObject({
      evaluationId: idField,
      validDays: wholeNumber(
        z
          .number({ error: '有效期应为1-30天' })
          .int('有效期应为1-30天')
          .min(SHARE_VALID_DAYS.min, '有效期应为1-30天')
          .max(SHARE_VALID_DAYS.max, '有效期应为1-30天'),
      ).optional(),
    }),
    response: z.object({
      shareId: z.number().int(),
      token: z.string(),
      /** `${SHARE_PAGE_PATH}?token=<token>` */
      sharePath: z.string(),
      expiresAt: z.string(),
    }),
  }),
  shareDetails: endpoint({
    method: 'POST',
    path: `${U}/shareDetails`,
    tag: 'growth-reports',
    access: 'public',
    summary:
      '打开分享的报告（无需登录）。链接无效：4004「分享链接无效」；过期：4004「分享链接已过期」；已撤销或报告已删除：4004「分享链接已失效」',
    body: z.strictObject({ token: shareTokenField }),
    response: sharedReport,
  }),
  shareDetailsByLink: endpoint({
    method: 'GET',
    path: `${U}/shareDetails`,
    tag: 'growth-reports',
    access: 'public',
    summary: '同 POST shareDetails，token 放在查询串中',
    query: z.strictObject({ token: shareTokenField }),
    response: sharedReport,
  }),
  shareList: endpoint({
    method: 'POST',
    path: `${U}/shareList`,
    tag: 'growth-reports',
    access: 'parent',
    summary: '我分享过的报告链接（新的在前），可按宝宝筛选；状态为有效、已过期或已撤销',
    body: pageQuery.extend(babyRef).strict(),
    response: pageOf(shareLinkItem),
  }),
  revokeShare: endpoint({
    method: 'POST',
    path: `${U}/revokeShare`,
    tag: 'growth-reports',
    access: 'parent',
    summary: '撤销一个分享链接（重复撤销仍返回成功）',
    body: z.strictObject({ shareId: idField }),
    response: z.object({ shareId: z.number().int(), revoked: z.literal(true), revokedAt: z.string() }),
  }),
} as const;
