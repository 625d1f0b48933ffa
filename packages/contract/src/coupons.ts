import { COUPON_STATES } from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idField, requestKeyField, wholeNumber } from './fields.ts';

/**
 * The parents' coupon calls (issue 15), named in the spec's style under /opordering/wechatapp/: my
 * coupons by tab with paging and the counts per tab, one coupon's detail with its rules in plain words,
 * checking a coupon against bill lines, and the claim centre. A coupon is addressed by its code
 * (unguessable); a code of another family's reads as absent (4004).
 */
const W = '/opordering/wechatapp';

/** 我的优惠券's tabs are the coupon's states, in the domain's order. */
export const COUPON_TABS = COUPON_STATES;
export type CouponTab = (typeof COUPON_TABS)[number];

/** A coupon's code as printed: 16 upper-case letters and digits. */
export const couponCodeField = z.string({ error: '请选择优惠券' }).regex(/^[0-9A-Z]{16}$/, '优惠券编号有误');

/** Whole fen a client names (a bill line's price in a check); never trusted for what is charged. */
export const fenField = (what: string) =>
  wholeNumber(
    z
      .number({ error: `请填写${what}` })
      .int(`${what}以分为单位，应为整数`)
      .min(0, `${what}不能为负`)
      .max(100_000_000, `${what}不能超过100万元`),
  );

export const couponView = z.object({
  couponCode: z.string(),
  /** The campaign the coupon came from (the spec's name for it). */
  distributionCouponsId: z.number().int(),
  name: z.string(),
  /** amount: `amount` fen off; percent: `percentOff` % off, at most `capFen`. */
  type: z.enum(['amount', 'percent']),
  typeDesc: z.string(),
  amount: z.number().int(),
  percentOff: z.number().int(),
  capFen: z.number().int().nullable(),
  thresholdFen: z.number().int(),
  /** The rule in plain words: 满100元减20元, 无门槛打9折（最多减10元）. */
  couponRuleText: z.string(),
  /** Where it applies, in the clinic's words, and the service codes it names (null: every item). */
  scopeText: z.string(),
  serviceCodes: z.array(z.string()).nullable(),
  stacksWithMemberDiscount: z.boolean(),
  stackText: z.string(),
  validFrom: z.string(),
  expirationDate: z.string(),
  state: z.enum(COUPON_TABS),
  stateText: z.string(),
  /** How the parent got it: claimed in the claim centre, or granted by the clinic. */
  source: z.enum(['claim', 'grant']),
  claimedAt: z.string(),
  usedAt: z.string().nullable(),
});
export type CouponView = z.infer<typeof couponView>;

export const couponCounts = z.object({
  unused: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
});

export const couponCentreItem = z.object({
  distributionCouponsId: z.number().int(),
  name: z.string(),
  couponRuleText: z.string(),
  scopeText: z.string(),
  stackText: z.string(),
  validityText: z.string(),
  claimTo: z.string(),
  remaining: z.number().int(),
  perPersonLimit: z.number().int(),
  claimedByMe: z.number().int(),
  /** Why this parent cannot claim it now (领完, 每人限领…), or null when they can. */
  claimBlocker: z.string().nullable(),
});
export type CouponCentreItem = z.infer<typeof couponCentreItem>;

const billLine = z.strictObject({
  serviceCode: z
    .string({ error: '请填写项目编码' })
    .trim()
    .min(1, '请填写项目编码')
    .max(32, '项目编码最多32个字符'),
  category: z.string({ error: '请填写费用类别' }).trim().min(1, '请填写费用类别').max(32),
  amountFen: fenField('金额'),
});

export const coupons = {
  couponList: endpoint({
    method: 'GET',
    path: `${W}/couponList`,
    tag: 'coupons',
    access: 'parent',
    summary: '我的优惠券：按标签（未使用 / 已使用 / 已过期）分页，附各标签数量',
    query: z.strictObject({
      tab: z.enum(COUPON_TABS, { error: '标签有误' }).default('unused'),
      current: wholeNumber(z.number().int().min(1, '页码从1开始')).default(1),
      size: wholeNumber(z.number().int().min(1, '每页至少1条').max(50, '每页最多50条')).default(10),
    }),
    response: z.object({
      list: z.array(couponView),
      total: z.number().int(),
      current: z.number().int(),
      size: z.number().int(),
      counts: couponCounts,
    }),
  }),
  couponCount: endpoint({
    method: 'GET',
    path: `${W}/couponCount`,
    tag: 'coupons',
    access: 'parent',
    summary: '我的优惠券各标签数量',
    response: couponCounts,
  }),
  couponDetail: endpoint({
    method: 'GET',
    path: `${W}/couponDetail`,
    tag: 'coupons',
    access: 'parent',
    summary: '优惠券详情与规则（门槛、适用项目、能否与会员折扣同享、有效期）',
    query: z.strictObject({ couponCode: couponCodeField }),
    response: couponView,
  }),
  couponValidate: endpoint({
    method: 'POST',
    path: `${W}/couponValidate`,
    tag: 'coupons',
    access: 'parent',
    summary:
      '校验优惠券对这些收费项目是否可用，不可用时给出原因（只是预览：实付由结算时按服务器的账单重新计算）',
    body: z.strictObject({
      couponCode: couponCodeField,
      lines: z
        .array(billLine, { error: '请提供收费项目' })
        .min(1, '请提供收费项目')
        .max(50, '收费项目最多50项'),
    }),
    response: z.object({
      couponCode: z.string(),
      usable: z.boolean(),
      discountFen: z.number().int(),
      reason: z.string().nullable(),
    }),
  }),
  couponCentre: endpoint({
    method: 'GET',
    path: `${W}/couponCentre`,
    tag: 'coupons',
    access: 'parent',
    summary: '领券中心：进行中的活动，附当前能否领取及原因',
    response: z.object({ list: z.array(couponCentreItem) }),
  }),
  couponClaim: endpoint({
    method: 'POST',
    path: `${W}/couponClaim`,
    tag: 'coupons',
    access: 'parent',
    summary: '领取优惠券（每人限领与发放总量在并发下也不会超出；带请求号，重放答同一张券）',
    body: z.strictObject({ distributionCouponsId: idField, requestKey: requestKeyField }),
    response: couponView,
  }),
} as const;
