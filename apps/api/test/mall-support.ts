import { randomUUID } from 'node:crypto';
import { activateMembership } from '../src/modules/members/members.service.ts';
import { givePoints } from '../src/modules/points/points-earning.ts';
import type { MallExchange, MallGoods } from '@sprout/contract';
import type { TestApp } from './harness.ts';

/** Fixtures of the mall suites: goods made and stocked through the console, members with points. */

export const IM = '/opordering/wechatapp/integralMall';
export const MC = '/api/console/mall';
export const key = () => randomUUID();

export const makeGoods = async (
  t: TestApp,
  manager: string,
  a: { name?: string; pointsPrice?: number; stock?: number; enabled?: boolean } = {},
) => {
  const saved = await t.call<MallGoods>('POST', `${MC}/goods/save`, {
    token: manager,
    body: {
      name: a.name ?? '儿童水杯',
      description: '316不锈钢',
      pointsPrice: a.pointsPrice ?? 300,
      enabled: a.enabled ?? true,
    },
  });
  if (!saved.body.success) throw new Error(`goods/save: ${saved.raw}`);
  const goodsId = saved.body.data.goodsId;
  if ((a.stock ?? 5) > 0) {
    const stocked = await t.call('POST', `${MC}/goods/stock`, {
      token: manager,
      body: { goodsId, delta: a.stock ?? 5, reason: '首批入库', requestKey: key() },
    });
    if (!stocked.body.success) throw new Error(`goods/stock: ${stocked.raw}`);
  }
  return goodsId;
};

/** Activates the parent's membership and seeds points through the ledger service (a staff-style adjustment). */
export const seedPoints = async (t: TestApp, userId: number, points: number) => {
  await activateMembership(t.ctx.db, userId, []);
  await givePoints(t.ctx.db, {
    userId,
    points,
    kind: 'adjust',
    reason: '测试赠送',
    ref: `seed:${userId}:${randomUUID()}`,
    expiresOn: '2099-12-31',
  });
};

export const addAddress = async (t: TestApp, token: string, detail = '科技园南区1栋101') => {
  const res = await t.call<{ id: number }>('POST', '/online/usercenter/addrSaveOrUpdate', {
    token,
    body: {
      recipient: '张三',
      mobile: '13800138000',
      provinceId: '44',
      cityId: '4403',
      areaId: '440305',
      detail,
    },
  });
  if (!res.body.success) throw new Error(`addrSaveOrUpdate: ${res.raw}`);
  return res.body.data.id;
};

export const exchange = (
  t: TestApp,
  token: string,
  body: { goodsId: number; addressId: number; quantity?: number },
  requestKey: string = key(),
) =>
  t.call<MallExchange>('POST', `${IM}/exchange`, {
    token,
    body: { quantity: 1, ...body, requestKey },
  });

export const cancel = (t: TestApp, token: string, exchangeId: number, requestKey: string = key()) =>
  t.call<MallExchange>('POST', `${IM}/exchangeCancel`, { token, body: { exchangeId, requestKey } });

export const stockOf = async (t: TestApp, goodsId: number) =>
  (
    await t.ctx.db.kysely
      .selectFrom('mall_goods')
      .select('stock')
      .where('id', '=', goodsId)
      .executeTakeFirstOrThrow()
  ).stock;

/** A multipart body with one `file` part, as a browser's form sends it. */
export const multipart = (bytes: Buffer, filename: string, type: string) => {
  const boundary = `----sprout${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};
