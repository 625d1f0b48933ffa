import { PACKAGE_CARD_STATUSES } from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField, mobileField, requestKeyField, wholeNumber } from './fields.ts';

/** 套餐卡 (setMeal, setMealDetail; spec section 3 "Meal card: cardId, suitableMoCodes, hisId"). */
const P = '/opordering/wechatapp/setMeal';
const C = '/api/console/packageCards';

/** Why package cards may be off: the facility setting's help and the parent's message say the same. */
export const PACKAGE_CARDS_OFF = '本院暂未开通套餐卡';

const serviceCodeField = z
  .string({ error: '请填写服务项目编码' })
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,32}$/, '服务项目编码为1-32位字母、数字或 _ . -');
const cardService = z.strictObject({
  serviceCode: serviceCodeField,
  serviceName: z
    .string({ error: '请填写服务项目名称' })
    .trim()
    .min(1, '请填写服务项目名称')
    .max(30, '服务项目名称最多30个字'),
  uses: wholeNumber(
    z.number({ error: '请填写次数' }).int('次数应为整数').min(1, '次数至少1次').max(999, '次数最多999次'),
  ),
});

export const packageCardProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  description: z.string(),
  priceFen: z.number().int(),
  /** The services the card suits, each with its uses. */
  services: z.array(z.object({ serviceCode: z.string(), serviceName: z.string(), uses: z.number().int() })),
  /** The spec's suitableMoCodes: the service codes, in order. */
  suitableMoCodes: z.array(z.string()),
  validityDays: z.number().int(),
  refundHandlingPercent: z.number().int(),
  hisId: z.string().nullable(),
  enabled: z.boolean(),
});

const cardServiceLeft = z.object({
  serviceCode: z.string(),
  serviceName: z.string(),
  usesTotal: z.number().int(),
  usesLeft: z.number().int(),
});

export const packageCardUse = z.object({
  id: z.number().int(),
  kind: z.enum(['grant', 'use', 'writeOff', 'giveBack', 'refund']),
  serviceCode: z.string(),
  serviceName: z.string(),
  delta: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
});

export const packageCard = z.object({
  cardId: z.number().int(),
  name: z.string(),
  babyId: z.number().int(),
  babyName: z.string(),
  priceFen: z.number().int(),
  /** pending: bought, not paid; active; refunded; closed: never paid. */
  status: z.enum(PACKAGE_CARD_STATUSES),
  /** Active but past its last day. */
  expired: z.boolean(),
  expiresOn: z.string().nullable(),
  orderNo: z.string(),
  services: z.array(cardServiceLeft),
  suitableMoCodes: z.array(z.string()),
  totalUses: z.number().int(),
  usesLeft: z.number().int(),
  refundedFen: z.number().int().nullable(),
  createdAt: z.string(),
});

export const packageCardDetail = packageCard.extend({ uses: z.array(packageCardUse) });

export const consolePackageCard = packageCard.extend({
  userId: z.number().int(),
  parentPhone: z.string().nullable(),
  /** What a refund would give back now, by the clinic's rule (packageRefundFen). */
  refundFen: z.number().int(),
  refundHandlingPercent: z.number().int(),
});

const productFields = {
  name: z.string({ error: '请填写套餐名称' }).trim().min(1, '请填写套餐名称').max(30, '套餐名称最多30个字'),
  description: z.string().trim().max(500, '说明最多500个字').default(''),
  priceFen: wholeNumber(
    z
      .number({ error: '请填写价格' })
      .int('价格以分为单位，应为整数')
      .min(1, '价格至少0.01元')
      .max(10_000_000, '价格过高'),
  ),
  services: z
    .array(cardService, { error: '请至少填写一个服务项目' })
    .min(1, '请至少填写一个服务项目')
    .max(20, '服务项目最多20个')
    .refine((s) => new Set(s.map((x) => x.serviceCode)).size === s.length, '服务项目编码不能重复'),
  validityDays: wholeNumber(
    z
      .number({ error: '请填写有效天数' })
      .int('有效天数应为整数')
      .min(1, '有效天数至少1天')
      .max(3650, '有效天数最多3650天'),
  ),
  refundHandlingPercent: wholeNumber(
    z
      .number({ error: '请填写退卡手续费比例' })
      .int('手续费比例应为整数')
      .min(0, '手续费比例为0-100')
      .max(100, '手续费比例为0-100'),
  ),
  hisId: z.string().trim().max(64, 'HIS 编号最多64位').nullable().default(null),
  enabled: z.boolean({ error: '请选择是否上架' }),
};

export const packageCards = {
  productList: endpoint({
    method: 'GET',
    path: `${P}/productList`,
    tag: 'packageCards',
    access: 'parent',
    summary: '可购买的套餐卡（院区未开通套餐卡时 onSale 为 false，列表为空）',
    response: z.object({ onSale: z.boolean(), notice: z.string(), list: z.array(packageCardProduct) }),
  }),
  buy: endpoint({
    method: 'POST',
    path: `${P}/buy`,
    tag: 'packageCards',
    access: 'parent',
    summary: '为一个孩子购买套餐卡：生成 package_card 订单，在现有支付页支付（请求号 R16）',
    body: z.strictObject({ productId: idField, babyId: idField, requestKey: requestKeyField }),
    response: z.object({
      cardId: z.number().int(),
      orderNo: z.string(),
      amountFen: z.number().int(),
      expiresAt: z.string(),
    }),
  }),
  myCards: endpoint({
    method: 'GET',
    path: `${P}/myCards`,
    tag: 'packageCards',
    access: 'parent',
    summary: '我的套餐卡：每个服务项目的剩余次数、有效期、孩子（babyId 可选）',
    query: z.strictObject({ babyId: idField.optional() }),
    response: z.object({ list: z.array(packageCard) }),
  }),
  cardDetail: endpoint({
    method: 'GET',
    path: `${P}/cardDetail`,
    tag: 'packageCards',
    access: 'parent',
    summary: '套餐卡详情：剩余次数与每一次使用、退回的记录',
    query: z.strictObject({ cardId: idField }),
    response: packageCardDetail,
  }),
} as const;

export const packageCardsConsole = {
  productList: endpoint({
    method: 'GET',
    path: `${C}/product/list`,
    tag: 'packageCardsConsole',
    access: 'manager',
    summary: '套餐卡产品列表，及院区是否开通套餐卡',
    response: z.object({ onSale: z.boolean(), list: z.array(packageCardProduct) }),
  }),
  productSave: endpoint({
    method: 'POST',
    path: `${C}/product/save`,
    tag: 'packageCardsConsole',
    access: 'manager',
    summary: '新建（无 productId）或修改套餐卡产品；已售出的卡不受影响（审计）',
    body: z.strictObject({ ...productFields, productId: idField.optional() }),
    response: packageCardProduct,
  }),
  cardList: endpoint({
    method: 'GET',
    path: `${C}/card/list`,
    tag: 'packageCardsConsole',
    access: 'staff',
    summary: '已售套餐卡（按家长手机号、状态查）',
    query: pageQuery
      .extend({
        phone: mobileField.optional(),
        status: z.enum(PACKAGE_CARD_STATUSES).optional(),
      })
      .strict(),
    response: pageOf(consolePackageCard),
  }),
  cardDetail: endpoint({
    method: 'GET',
    path: `${C}/card/detail`,
    tag: 'packageCardsConsole',
    access: 'staff',
    summary: '一张套餐卡与它的次数台账',
    query: z.strictObject({ cardId: idField }),
    response: consolePackageCard.extend({ uses: z.array(packageCardUse) }),
  }),
  writeOff: endpoint({
    method: 'POST',
    path: `${C}/card/writeOff`,
    tag: 'packageCardsConsole',
    access: 'staff',
    summary: '到院核销一次：选孩子的卡与服务项目（请求号 R16，审计）',
    body: z.strictObject({
      cardId: idField,
      serviceCode: serviceCodeField,
      note: z.string().trim().max(100, '备注最多100个字').default(''),
      requestKey: requestKeyField,
    }),
    response: consolePackageCard,
  }),
  refund: endpoint({
    method: 'POST',
    path: `${C}/card/refund`,
    tag: 'packageCardsConsole',
    access: 'manager',
    summary: '退卡：按剩余次数折算、扣手续费后原路退款（packageRefundFen；须填原因，审计）',
    body: z.strictObject({
      cardId: idField,
      reason: z
        .string({ error: '请填写退卡原因' })
        .trim()
        .min(2, '请填写退卡原因')
        .max(200, '原因最多200个字'),
      requestKey: requestKeyField,
    }),
    response: z.object({
      cardId: z.number().int(),
      refundFen: z.number().int(),
      refundNo: z.string().nullable(),
    }),
  }),
} as const;

export type PackageCard = z.infer<typeof packageCard>;
export type PackageCardProduct = z.infer<typeof packageCardProduct>;
export type ConsolePackageCard = z.infer<typeof consolePackageCard>;
