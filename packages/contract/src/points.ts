import { POINTS_ENTRY_KINDS } from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField, isoTime, mobileField, requestKeyField, smsCodeField, wholeNumber } from './fields.ts';

const W = '/opordering/wechatapp/points';
const C = '/api/console/members';

export const pointsEntryKind = z.enum(POINTS_ENTRY_KINDS);

export const pointsEntry = z.object({
  entryId: z.number().int(),
  kind: pointsEntryKind,
  points: z.number().int(),
  /** What the parent reads: 消费获得：…, 积分转赠给 张*, 积分过期 … */
  reason: z.string(),
  entryOn: z.string(),
  expiresOn: z.string().nullable(),
  createdAt: isoTime,
});
export type PointsEntryView = z.infer<typeof pointsEntry>;

export const pointsRule = z.object({
  version: z.number().int(),
  pointsPerYuan: z.number().int(),
  fenPerPoint: z.number().int(),
  maxPayPercent: z.number().int(),
  validYearsAfter: z.number().int(),
  transferDailyCount: z.number().int(),
  transferDailyPoints: z.number().int(),
  changedAt: isoTime,
});
export type PointsRuleView = z.infer<typeof pointsRule>;

const pointsAmount = (min: number, message: string) =>
  wholeNumber(z.number({ error: message }).int(message).min(min, message).max(10_000_000, '积分数过大'));

export const points = {
  pointsRule: endpoint({
    method: 'GET',
    path: `${W}/ruleIntro`,
    tag: 'points',
    access: 'parent',
    summary: '积分规则：获得、抵扣、有效期与转赠限额（条文由规则生成）',
    response: z.object({ rule: pointsRule, lines: z.array(z.string()) }),
  }),
  pointsDetails: endpoint({
    method: 'GET',
    path: `${W}/details`,
    tag: 'points',
    access: 'parent',
    summary: '积分明细：余额、可用积分与逐笔记录（最新在前，分页）',
    query: pageQuery.strict(),
    response: pageOf(pointsEntry).extend({ balance: z.number().int(), usable: z.number().int() }),
  }),
  transferHistory: endpoint({
    method: 'GET',
    path: `${W}/history`,
    tag: 'points',
    access: 'parent',
    summary: '积分转赠记录：转出与转入（最新在前，分页）',
    query: pageQuery.strict(),
    response: pageOf(pointsEntry),
  }),
  transferCheck: endpoint({
    method: 'POST',
    path: `${W}/transfer/check`,
    tag: 'points',
    access: 'parentWithPhone',
    summary: '积分转赠确认：按手机号找到已开通会员的受赠人（姓名打码）与今日剩余额度',
    body: z.strictObject({ mobile: mobileField }),
    response: z.object({
      receiverName: z.string(),
      receiverMobile: z.string(),
      usable: z.number().int(),
      countLeftToday: z.number().int(),
      pointsLeftToday: z.number().int(),
    }),
  }),
  transferSendCode: endpoint({
    method: 'POST',
    path: `${W}/transfer/sendCode`,
    tag: 'points',
    access: 'parentWithPhone',
    summary: '积分转赠验证码：发到转出人自己的手机',
    body: z.strictObject({}),
    response: z.object({ sent: z.literal(true), resendAfterSeconds: z.number().int() }),
  }),
  transfer: endpoint({
    method: 'POST',
    path: `${W}/transfer`,
    tag: 'points',
    access: 'parentWithPhone',
    summary: '积分转赠：验证码、每日次数与积分限额；转出与转入同一事务记账；requestKey 重放只记一次',
    body: z.strictObject({
      mobile: mobileField,
      points: pointsAmount(1, '请输入转赠积分'),
      code: smsCodeField,
      requestKey: requestKeyField,
    }),
    response: z.object({ points: z.number().int(), receiverName: z.string(), balance: z.number().int() }),
  }),
} as const;

export const staffPointsEntry = pointsEntry.extend({
  ref: z.string(),
  staffName: z.string().nullable(),
});

export const pointsConsole = {
  memberLedger: endpoint({
    method: 'GET',
    path: `${C}/points`,
    tag: 'points-console',
    access: 'staff',
    summary: '会员积分流水（每一笔，最新在前）',
    query: pageQuery.extend({ userId: idField }).strict(),
    response: pageOf(staffPointsEntry).extend({ balance: z.number().int(), usable: z.number().int() }),
  }),
  adjustPoints: endpoint({
    method: 'POST',
    path: `${C}/points/adjust`,
    tag: 'points-console',
    access: 'manager',
    summary: '调整会员积分（必须写原因，留审计；扣减不超过可用积分）',
    body: z.strictObject({
      userId: idField,
      points: wholeNumber(
        z
          .number({ error: '请输入调整积分' })
          .int('积分为整数')
          .min(-10_000_000, '积分数过大')
          .max(10_000_000, '积分数过大')
          .refine((n) => n !== 0, '调整积分不能为0'),
      ),
      reason: z.string({ error: '请填写调整原因' }).trim().min(2, '请填写调整原因').max(200, '原因最多200字'),
      requestKey: requestKeyField,
    }),
    response: z.object({ entryId: z.number().int(), balance: z.number().int() }),
  }),
  rules: endpoint({
    method: 'GET',
    path: '/api/console/points/rules',
    tag: 'points-console',
    access: 'staff',
    summary: '积分规则（当前与历次修改）',
    response: z.object({
      current: pointsRule,
      history: z.array(pointsRule.extend({ staffName: z.string().nullable(), reason: z.string() })),
    }),
  }),
  saveRules: endpoint({
    method: 'POST',
    path: '/api/console/points/rules',
    tag: 'points-console',
    access: 'manager',
    summary: '修改积分规则（新版本即时生效，须写原因，留审计）',
    body: z.strictObject({
      pointsPerYuan: wholeNumber(z.number().int('须为整数').min(0, '不能为负').max(100, '每元最多100积分')),
      fenPerPoint: wholeNumber(
        z.number().int('须为整数').min(1, '每积分至少抵1分').max(100, '每积分最多抵1元'),
      ),
      maxPayPercent: wholeNumber(z.number().int('须为整数').min(0, '0到100').max(100, '0到100')),
      validYearsAfter: wholeNumber(z.number().int('须为整数').min(0, '0到10年').max(10, '0到10年')),
      transferDailyCount: wholeNumber(
        z.number().int('须为整数').min(0, '不能为负').max(100, '每日最多100次'),
      ),
      transferDailyPoints: wholeNumber(
        z.number().int('须为整数').min(0, '不能为负').max(10_000_000, '积分数过大'),
      ),
      reason: z.string({ error: '请填写修改原因' }).trim().min(2, '请填写修改原因').max(200, '原因最多200字'),
    }),
    response: pointsRule,
  }),
} as const;
