import { MAX_BILLS_PER_PAYMENT } from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { checkoutWishFields } from './checkout.ts';
import { billView, feeCancelled, feeQuote, feeReceipt, feeStarted } from './fees-answers.ts';
import { idField, requestKeyField } from './fields.ts';
import { orderNoField } from './payments.ts';

export * from './fees-answers.ts';

/**
 * The parent's clinic-fee calls (spec section 7, fee collection), named in the spec's style. Every
 * amount is the server's: the quote, discount amount, coupons and activities calls read one quote.
 */
const P = '/opordering/wechatapp';

const billIdsField = z
  .array(idField, { error: '请选择要缴费的账单' })
  .min(1, '请选择要缴费的账单')
  .max(MAX_BILLS_PER_PAYMENT, `一次最多缴${MAX_BILLS_PER_PAYMENT}张账单`)
  .refine((ids) => new Set(ids).size === ids.length, '账单重复');

/** What the parent wishes for these bills; the server decides what is allowed. */
export const feeWishes = { billIds: billIdsField, ...checkoutWishFields };
const quoteBody = z.strictObject(feeWishes);

export const fees = {
  feeList: endpoint({
    method: 'GET',
    path: `${P}/feeList`,
    tag: 'fees',
    access: 'parent',
    summary: '待缴费账单（名下已绑定就诊档案的宝宝，含支付中的账单）',
    response: z.object({ list: z.array(billView) }),
  }),
  feePayList: endpoint({
    method: 'GET',
    path: `${P}/feePayList`,
    tag: 'fees',
    access: 'parent',
    summary: '已缴费账单（含已退费），每张带收据的订单号',
    response: z.object({ list: z.array(billView) }),
  }),
  feeItemList: endpoint({
    method: 'GET',
    path: `${P}/feeItemList`,
    tag: 'fees',
    access: 'parent',
    summary: '账单明细（收费项目、数量、单价、金额）',
    query: z.strictObject({ billId: idField }),
    response: billView,
  }),
  feeOpenPay: endpoint({
    method: 'POST',
    path: `${P}/feeOpenPay`,
    tag: 'fees',
    access: 'parent',
    summary: '结算预览：每项费用、每项优惠及原因、不可用的优惠券及原因、应付金额（均由服务端计算）',
    body: quoteBody,
    response: feeQuote,
  }),
  feeDiscountAmount: endpoint({
    method: 'POST',
    path: `${P}/feeDiscountAmount`,
    tag: 'fees',
    access: 'parent',
    summary: '优惠金额（与结算预览同一计算）',
    body: quoteBody,
    response: z.object({
      totalFen: z.number().int(),
      discountFen: z.number().int(),
      payFen: z.number().int(),
    }),
  }),
  feeCoupons: endpoint({
    method: 'POST',
    path: `${P}/feeCoupons`,
    tag: 'fees',
    access: 'parent',
    summary: '本次缴费的优惠券：可用与不可用（附原因）',
    body: quoteBody,
    response: z.object({ list: feeQuote.shape.coupons, couponId: z.number().int().nullable() }),
  }),
  feeActivities: endpoint({
    method: 'POST',
    path: `${P}/feeActivities`,
    tag: 'fees',
    access: 'parent',
    summary: '本次缴费享受的优惠（会员折扣、套餐卡、优惠券、积分），每项一句原因',
    body: quoteBody,
    response: z.object({ list: feeQuote.shape.adjustments }),
  }),
  feeStart: endpoint({
    method: 'POST',
    path: `${P}/feeStart`,
    tag: 'fees',
    access: 'parent',
    summary:
      '发起缴费：为所选账单生成一笔订单（优惠在同一事务中扣用）；应付为0时直接完成（会员支付），否则到支付页支付',
    body: z.strictObject({ ...feeWishes, requestKey: requestKeyField }),
    response: feeStarted,
  }),
  feeReceipt: endpoint({
    method: 'GET',
    path: `${P}/feeReceipt`,
    tag: 'fees',
    access: 'parent',
    summary: '缴费收据：所缴账单、每项优惠、实付与退款',
    query: z.strictObject({ orderNo: orderNoField }),
    response: feeReceipt,
  }),
  feeAlipayAuth: endpoint({
    method: 'POST',
    path: `${P}/feeAlipayAuth`,
    tag: 'fees',
    access: 'parent',
    summary:
      '支付宝授权：在支付宝内缴费需先授权（auth_base）。不带授权码时答是否已授权及授权页地址（回到应用入口并带 auth_code 与 state）；带授权码时换取并保存付款人的支付宝用户号',
    body: z.strictObject({
      authCode: z
        .string({ error: '授权码格式不正确' })
        .regex(/^[\w-]{8,128}$/, '授权码格式不正确')
        .nullish(),
      /** The app's random value; Alipay returns it with the code, and the app checks it before sending the code. */
      state: z.string({ error: '缺少授权状态' }).regex(/^[0-9a-f]{32}$/, '授权状态格式不正确'),
    }),
    response: z.object({ authorized: z.boolean(), authorizeUrl: z.string().nullable() }),
  }),
  feeCancelPay: endpoint({
    method: 'POST',
    path: `${P}/feeCancelPay`,
    tag: 'fees',
    access: 'parent',
    summary:
      '取消缴费：撤销支付中的缴费订单（支付宝 alipay.trade.cancel，微信关闭订单），账单回到待缴费，所用优惠券、积分和套餐卡次数退回；已支付的不能取消',
    body: z.strictObject({ orderNo: orderNoField }),
    response: feeCancelled,
  }),
} as const;
