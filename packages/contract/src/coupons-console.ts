import { CAMPAIGN_STATES } from '@sprout/domain';
import { z } from 'zod';
import { fenField } from './coupons.ts';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { dateField, idField, mobileField, requestKeyField, wholeNumber } from './fields.ts';

/**
 * The console's coupon calls (issue 15), for managers: campaigns (made and edited while draft, put
 * live, stopped; claimed and used counts) and a coupon granted to a parent by phone with a reason.
 * Every change writes an audit row.
 */
const C = '/api/console/coupons';

const text = (what: string, max: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(1, `请填写${what}`)
    .max(max, `${what}不能超过${max}个字`);
const whole = (what: string, min: number, max: number) =>
  wholeNumber(
    z
      .number({ error: `请填写${what}` })
      .int(`${what}应为整数`)
      .min(min, `${what}不能小于${min}`)
      .max(max, `${what}不能超过${max}`),
  );

/** Why a manager stops a campaign or grants a coupon (the console's reason box applies the same rule). */
export const couponReasonField = text('原因', 100);

export const campaignFields = {
  name: text('券名称', 30),
  kind: z.enum(['amount', 'percent'], { error: '请选择优惠方式' }),
  /** amount: fen off. */
  valueFen: fenField('减免金额').default(0),
  /** percent: percent off (10 = 打9折). */
  percentOff: whole('折扣', 0, 99).default(0),
  capFen: fenField('最高减免金额').nullable().default(null),
  thresholdFen: fenField('使用门槛'),
  /** The service or fee item codes the coupon applies to; null: every item. */
  serviceCodes: z
    .array(text('项目编码', 32), { error: '适用项目有误' })
    .min(1, '请至少填写一个项目编码，或选择全部项目')
    .max(50, '项目编码最多50个')
    .nullable(),
  /** What the parent reads about where it applies (全部项目可用, 仅限检查费…). */
  scopeText: text('适用范围说明', 60),
  stacksWithMemberDiscount: z.boolean({ error: '请选择是否与会员折扣同享' }),
  validMode: z.enum(['fixed', 'days'], { error: '请选择有效期方式' }),
  validFrom: dateField.nullable().default(null),
  validTo: dateField.nullable().default(null),
  validDays: whole('有效天数', 1, 3650).nullable().default(null),
  claimFrom: dateField,
  claimTo: dateField,
  perPersonLimit: whole('每人限领', 1, 100),
  totalQuantity: whole('发放总量', 1, 1_000_000),
};

export const campaignRow = z.object({
  campaignId: z.number().int(),
  name: z.string(),
  kind: z.enum(['amount', 'percent']),
  valueFen: z.number().int(),
  percentOff: z.number().int(),
  capFen: z.number().int().nullable(),
  thresholdFen: z.number().int(),
  serviceCodes: z.array(z.string()).nullable(),
  scopeText: z.string(),
  stacksWithMemberDiscount: z.boolean(),
  validMode: z.enum(['fixed', 'days']),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  validDays: z.number().int().nullable(),
  claimFrom: z.string(),
  claimTo: z.string(),
  perPersonLimit: z.number().int(),
  totalQuantity: z.number().int(),
  state: z.enum(CAMPAIGN_STATES),
  couponRuleText: z.string(),
  validityText: z.string(),
  claimedCount: z.number().int(),
  usedCount: z.number().int(),
  updatedAt: z.string(),
});
export type CampaignRow = z.infer<typeof campaignRow>;

const campaignId = { campaignId: idField };

export const couponsConsole = {
  campaignList: endpoint({
    method: 'GET',
    path: `${C}/campaign/list`,
    tag: 'console-coupons',
    access: 'manager',
    summary: '优惠券活动列表（已领与已用张数）',
    query: z.strictObject({
      state: z.enum(CAMPAIGN_STATES, { error: '状态有误' }).optional(),
      ...pageQuery.shape,
    }),
    response: pageOf(campaignRow),
  }),
  campaignSave: endpoint({
    method: 'POST',
    path: `${C}/campaign/save`,
    tag: 'console-coupons',
    access: 'manager',
    summary: '新建（无 campaignId）或修改优惠券活动；只有草稿可改（记入审计）',
    body: z.strictObject({ campaignId: idField.optional(), ...campaignFields }),
    response: campaignRow,
  }),
  campaignState: endpoint({
    method: 'POST',
    path: `${C}/campaign/state`,
    tag: 'console-coupons',
    access: 'manager',
    summary: '上线（草稿 → 进行中）或停止（进行中 → 已停止，已领的券仍可用）活动（记入审计）',
    body: z.strictObject({
      ...campaignId,
      action: z.enum(['goLive', 'stop'], { error: '操作有误' }),
      reason: couponReasonField.optional(),
    }),
    response: campaignRow,
  }),
  grant: endpoint({
    method: 'POST',
    path: `${C}/grant`,
    tag: 'console-coupons',
    access: 'manager',
    summary: '按手机号向家长发放一张优惠券（占用发放总量，不受每人限领；须填写原因，记入审计）',
    body: z.strictObject({
      ...campaignId,
      mobile: mobileField,
      reason: couponReasonField,
      requestKey: requestKeyField,
    }),
    response: z.object({ couponCode: z.string(), userId: z.number().int(), campaign: campaignRow }),
  }),
} as const;
