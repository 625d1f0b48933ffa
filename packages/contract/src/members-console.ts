import { DISCOUNT_CATEGORIES } from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idField, isoTime, mobileField, wholeNumber } from './fields.ts';

const C = '/api/console/members';

const memberSummary = z.object({
  userId: z.number().int(),
  mobile: z.string().nullable(),
  nickname: z.string().nullable(),
  isMember: z.boolean(),
  activatedAt: isoTime.nullable(),
  cards: z.array(z.object({ cardNumber: z.string(), pid: z.string(), babyName: z.string().nullable() })),
  /** The member's card type (its discounts apply at checkout); null before activation. */
  cardType: z.object({ cardTypeId: z.number().int(), name: z.string() }).nullable(),
  balance: z.number().int(),
  usable: z.number().int(),
});

/** A member card type as the console edits it: what its members pay per fee category. */
export const memberCardTypeView = z.object({
  cardTypeId: z.number().int(),
  name: z.string(),
  note: z.string(),
  isDefault: z.boolean(),
  /** Members holding this type now. */
  members: z.number().int(),
  /** One row per discounted category; a category not listed is paid in full. */
  discounts: z.array(
    z.object({
      category: z.enum(DISCOUNT_CATEGORIES),
      categoryName: z.string(),
      payPercent: z.number().int(),
    }),
  ),
});

/**
 * The console's 会员 calls: finding a member and the member card types. A member's points (ledger,
 * adjustments) and the points rules are pointsConsole's.
 */
export const membersConsole = {
  findMember: endpoint({
    method: 'GET',
    path: `${C}/find`,
    tag: 'members-console',
    access: 'staff',
    summary: '查找会员（手机号或会员卡号）',
    query: z.strictObject({
      mobile: mobileField.optional(),
      cardNumber: z
        .string()
        .regex(/^\d{6,20}$/, '会员卡号为数字')
        .optional(),
    }),
    response: z.object({ member: memberSummary.nullable() }),
  }),
  memberCardTypes: endpoint({
    method: 'GET',
    path: `${C}/cardTypes`,
    tag: 'members-console',
    access: 'staff',
    summary: '会员卡类型与会员折扣（各收费类别会员支付的百分比）',
    response: z.object({ list: z.array(memberCardTypeView) }),
  }),
  saveMemberCardType: endpoint({
    method: 'POST',
    path: `${C}/cardTypes/save`,
    tag: 'members-console',
    access: 'manager',
    summary:
      '新增或修改会员卡：名称、说明、各类别折扣与是否为新会员默认（之后结算的订单按新折扣；已结算的不变；须写原因，留审计）',
    body: z.strictObject({
      /** Absent: a new card type. */
      cardTypeId: idField.optional(),
      name: z
        .string({ error: '请填写会员卡名称' })
        .trim()
        .min(2, '会员卡名称至少2个字')
        .max(20, '会员卡名称最多20字'),
      note: z
        .string({ error: '请填写折扣说明' })
        .trim()
        .min(2, '请填写折扣说明')
        .max(100, '折扣说明最多100字'),
      discounts: z
        .array(
          z.strictObject({
            category: z.enum(DISCOUNT_CATEGORIES, { error: '收费类别有误' }),
            payPercent: wholeNumber(
              z.number().int('须为整数').min(50, '会员最低按50%支付').max(99, '不打折的类别无需填写'),
            ),
          }),
        )
        .max(DISCOUNT_CATEGORIES.length, '收费类别有误')
        .refine((d) => new Set(d.map((x) => x.category)).size === d.length, '同一收费类别只能填一次'),
      /** True: newly activated members get this type from now on (the previous default stops being one). */
      isDefault: z.boolean({ error: '是否默认有误' }).optional(),
      reason: z.string({ error: '请填写修改原因' }).trim().min(2, '请填写修改原因').max(200, '原因最多200字'),
    }),
    response: memberCardTypeView,
  }),
  changeMemberCardType: endpoint({
    method: 'POST',
    path: `${C}/changeCardType`,
    tag: 'members-console',
    access: 'manager',
    summary: '更换会员的会员卡类型（之后结算的订单按新卡折扣；须写原因，留审计）',
    body: z.strictObject({
      userId: idField,
      cardTypeId: idField,
      reason: z.string({ error: '请填写更换原因' }).trim().min(2, '请填写更换原因').max(200, '原因最多200字'),
    }),
    response: z.object({
      userId: z.number().int(),
      cardType: z.object({ cardTypeId: z.number().int(), name: z.string() }),
    }),
  }),
} as const;
