import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idField, isoTime } from './fields.ts';

const W = '/opordering/wechatapp';

const pidField = z.string({ error: '请选择就诊人' }).trim().min(1, '请选择就诊人').max(64, '就诊档案号有误');

export const memberDiscount = z.object({
  category: z.string(),
  categoryName: z.string(),
  payPercent: z.number().int(),
  /** 会员检查费9.5折 */
  label: z.string(),
});

export const memberCard = z.object({
  cardId: z.number().int(),
  cardNumber: z.string(),
  cardType: z.number().int(),
  cardTypeName: z.string(),
  pid: z.string(),
  babyId: z.number().int().nullable(),
  babyName: z.string().nullable(),
  issuedAt: isoTime,
});
export type MemberCard = z.infer<typeof memberCard>;

export const memberStatus = z.object({
  isMember: z.boolean(),
  activatedAt: isoTime.nullable(),
  /** The 开通会员须知 version in force; activating agrees to this one. */
  noticeVersion: z.string(),
  cardTypeName: z.string().nullable(),
  cardCount: z.number().int(),
  points: z.number().int(),
});
export type MemberStatus = z.infer<typeof memberStatus>;

export const memberRule = z.object({
  noticeVersion: z.string(),
  /** 开通会员须知, paragraph by paragraph. */
  notice: z.array(z.string()),
  cardTypeName: z.string(),
  cardTypeNote: z.string(),
  discounts: z.array(memberDiscount),
});

export const members = {
  openMemberPoints: endpoint({
    method: 'GET',
    path: '/online/usercenter/openMemberPoints',
    tag: 'members',
    access: 'parent',
    summary: '会员积分是否已开通（会员卡数、积分余额）；开通见 memberCard/activate',
    response: memberStatus,
  }),
  activateMember: endpoint({
    method: 'POST',
    path: `${W}/memberCard/activate`,
    tag: 'members',
    access: 'parentWithPhone',
    summary: '会员积分激活：同意开通会员须知（当前版本）后开通，并为已绑定的就诊档案发会员卡；重复开通不变',
    body: z.strictObject({
      agreeNotice: z.literal(true, { error: '请阅读并同意开通会员须知' }),
      noticeVersion: z.string({ error: '开通会员须知已更新，请重新阅读' }).max(32),
    }),
    response: memberStatus,
  }),
  memberCardList: endpoint({
    method: 'GET',
    path: `${W}/memberCard/list`,
    tag: 'members',
    access: 'parent',
    summary: '我的会员卡（每个已绑定就诊档案一张）',
    response: z.object({ list: z.array(memberCard) }),
  }),
  memberCardRule: endpoint({
    method: 'GET',
    path: `${W}/memberCard/rule`,
    tag: 'members',
    access: 'parent',
    summary: '开通会员须知与会员卡权益（各类费用折扣）',
    response: memberRule,
  }),
  memberCardDetail: endpoint({
    method: 'GET',
    path: `${W}/memberCard/detail`,
    tag: 'members',
    access: 'parent',
    summary: '会员卡详情：卡号、卡类型、就诊人与折扣',
    query: z.strictObject({ cardId: idField }),
    response: memberCard.extend({ discounts: z.array(memberDiscount) }),
  }),
  memberCheck: endpoint({
    method: 'GET',
    path: `${W}/memberCheck`,
    tag: 'members',
    access: 'parent',
    summary: '会员查询：某就诊档案（pid）是否会员及其会员卡',
    query: z.strictObject({ pid: pidField }),
    response: z.object({ pid: z.string(), isMember: z.boolean(), card: memberCard.nullable() }),
  }),
  memberDiscountList: endpoint({
    method: 'POST',
    path: '/api/opordering/memberManage/getMemberDiscountDetailList',
    tag: 'members',
    access: 'parent',
    summary: '会员折扣明细（按费用类别）：会员的卡类型；未开通时为开通后可享的折扣',
    body: z.strictObject({ pid: pidField.optional() }),
    response: z.object({ isMember: z.boolean(), cardTypeName: z.string(), list: z.array(memberDiscount) }),
  }),
} as const;
