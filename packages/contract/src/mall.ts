import { EXCHANGE_STATUSES } from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField, requestKeyField, wholeNumber } from './fields.ts';

/** 积分商城 (integralMall), 兑换记录 (integralRecording), 兑换详情 (integrallook). */
const P = '/opordering/wechatapp/integralMall';
const C = '/api/console/mall';

/** Where a goods picture is served: public (goods are no one's data), by its stored name. */
export const MALL_PICTURE_PATH = '/api/mall/picture';
export const MAX_EXCHANGE_QUANTITY = 10;

const exchangeStatus = z.enum(EXCHANGE_STATUSES);

export const mallGoods = z.object({
  goodsId: z.number().int(),
  name: z.string(),
  description: z.string(),
  pointsPrice: z.number().int(),
  stock: z.number().int(),
  /** Stored picture names, in order; each is served at MALL_PICTURE_PATH/<name>. */
  pictures: z.array(z.string()),
  pictureUrls: z.array(z.string()),
  enabled: z.boolean(),
});

export const mallExchange = z.object({
  exchangeId: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  pictureUrl: z.string().nullable(),
  quantity: z.number().int(),
  points: z.number().int(),
  status: exchangeStatus,
  statusLabel: z.string(),
  recipient: z.string(),
  mobile: z.string(),
  addressText: z.string(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  canCancel: z.boolean(),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type MallExchange = z.infer<typeof mallExchange>;
export type MallGoods = z.infer<typeof mallGoods>;

const pictureName = z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/, '图片有误，请重新上传');

export const mall = {
  goodsList: endpoint({
    method: 'GET',
    path: `${P}/goodsList`,
    tag: 'mall',
    access: 'parent',
    summary: '积分商城：上架的商品与我的可用积分',
    query: pageQuery.strict(),
    response: pageOf(mallGoods).extend({ balance: z.number().int() }),
  }),
  goodsDetail: endpoint({
    method: 'GET',
    path: `${P}/goodsDetail`,
    tag: 'mall',
    access: 'parent',
    summary: '商品详情',
    query: z.strictObject({ goodsId: idField }),
    response: mallGoods.extend({ balance: z.number().int() }),
  }),
  exchange: endpoint({
    method: 'POST',
    path: `${P}/exchange`,
    tag: 'mall',
    access: 'parent',
    summary: '兑换：扣库存、扣积分、记下收货地址（地址复制进兑换单），一次完成（请求号 R16）',
    body: z.strictObject({
      goodsId: idField,
      quantity: wholeNumber(
        z
          .number({ error: '请选择数量' })
          .int('数量应为整数')
          .min(1, '数量至少为1')
          .max(MAX_EXCHANGE_QUANTITY, `每次最多兑换${MAX_EXCHANGE_QUANTITY}件`),
      ),
      addressId: idField,
      requestKey: requestKeyField,
    }),
    response: mallExchange,
  }),
  exchangeList: endpoint({
    method: 'GET',
    path: `${P}/exchangeList`,
    tag: 'mall',
    access: 'parent',
    summary: '兑换记录（最新在前）',
    query: pageQuery.strict(),
    response: pageOf(mallExchange),
  }),
  exchangeDetail: endpoint({
    method: 'GET',
    path: `${P}/exchangeDetail`,
    tag: 'mall',
    access: 'parent',
    summary: '兑换详情与物流状态',
    query: z.strictObject({ exchangeId: idField }),
    response: mallExchange,
  }),
  exchangeCancel: endpoint({
    method: 'POST',
    path: `${P}/exchangeCancel`,
    tag: 'mall',
    access: 'parent',
    summary: '发货前取消兑换：库存与积分各退回一次（请求号 R16）',
    body: z.strictObject({ exchangeId: idField, requestKey: requestKeyField }),
    response: mallExchange,
  }),
} as const;

const reasonField = z.string({ error: '请填写原因' }).trim().min(2, '请填写原因').max(200, '原因最多200个字');

export const consoleExchange = mallExchange.extend({
  userId: z.number().int(),
  parentPhone: z.string().nullable(),
});

export const mallConsole = {
  goodsList: endpoint({
    method: 'GET',
    path: `${C}/goods/list`,
    tag: 'mallConsole',
    access: 'manager',
    summary: '商品列表（含下架）',
    query: pageQuery.strict(),
    response: pageOf(mallGoods),
  }),
  goodsSave: endpoint({
    method: 'POST',
    path: `${C}/goods/save`,
    tag: 'mallConsole',
    access: 'manager',
    summary: '新建（无 goodsId）或修改商品；库存另行入库（审计）',
    body: z.strictObject({
      goodsId: idField.optional(),
      name: z
        .string({ error: '请填写商品名称' })
        .trim()
        .min(1, '请填写商品名称')
        .max(30, '商品名称最多30个字'),
      description: z.string().trim().max(1000, '描述最多1000个字').default(''),
      pointsPrice: wholeNumber(
        z
          .number({ error: '请填写所需积分' })
          .int('积分应为整数')
          .min(1, '所需积分至少为1')
          .max(10_000_000, '所需积分过高'),
      ),
      pictures: z.array(pictureName).max(6, '最多6张图片').default([]),
      enabled: z.boolean({ error: '请选择是否上架' }),
    }),
    response: mallGoods,
  }),
  stockChange: endpoint({
    method: 'POST',
    path: `${C}/goods/stock`,
    tag: 'mallConsole',
    access: 'manager',
    summary: '入库（正数）或盘点调整（负数，不能低于0），须填原因（请求号 R16，审计）',
    body: z.strictObject({
      goodsId: idField,
      delta: wholeNumber(
        z
          .number({ error: '请填写数量' })
          .int('数量应为整数')
          .min(-100_000, '数量过大')
          .max(100_000, '数量过大')
          .refine((n) => n !== 0, '数量不能为0'),
      ),
      reason: reasonField,
      requestKey: requestKeyField,
    }),
    response: mallGoods,
  }),
  exchangeList: endpoint({
    method: 'GET',
    path: `${C}/exchange/list`,
    tag: 'mallConsole',
    access: 'staff',
    summary: '兑换单（按状态查，待发货在前）',
    query: pageQuery.extend({ status: exchangeStatus.optional() }).strict(),
    response: pageOf(consoleExchange),
  }),
  ship: endpoint({
    method: 'POST',
    path: `${C}/exchange/ship`,
    tag: 'mallConsole',
    access: 'staff',
    summary: '发货：快递公司与运单号（待发货 → 已发货，审计）',
    body: z.strictObject({
      exchangeId: idField,
      carrier: z
        .string({ error: '请填写快递公司' })
        .trim()
        .min(1, '请填写快递公司')
        .max(20, '快递公司最多20个字'),
      trackingNo: z
        .string({ error: '请填写运单号' })
        .trim()
        .regex(/^[A-Za-z0-9-]{6,40}$/, '运单号为6-40位字母或数字'),
    }),
    response: consoleExchange,
  }),
  deliver: endpoint({
    method: 'POST',
    path: `${C}/exchange/deliver`,
    tag: 'mallConsole',
    access: 'staff',
    summary: '确认送达（已发货 → 已完成，审计）',
    body: z.strictObject({ exchangeId: idField }),
    response: consoleExchange,
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${C}/exchange/cancel`,
    tag: 'mallConsole',
    access: 'manager',
    summary: '发货前替家长取消：库存与积分各退回一次，须填原因（请求号 R16，审计）',
    body: z.strictObject({ exchangeId: idField, reason: reasonField, requestKey: requestKeyField }),
    response: consoleExchange,
  }),
} as const;

/** The console's goods-picture upload (multipart: one `file` part), beside the contract as pictures' upload is. */
export const MALL_PICTURE_UPLOAD_PATH = `${C}/goods/picture`;
export const uploadedGoodsPicture = z.object({ name: z.string(), url: z.string() });
