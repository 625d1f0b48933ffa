import type { MallExchange, MallGoods } from '@sprout/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockDifferences } from '../src/modules/mall/mall-reconcile.ts';
import { pointsDifferences } from '../src/modules/points/points-reconcile.ts';
import { pointsBalanceOf } from '../src/modules/points/points.service.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import {
  addAddress,
  cancel,
  exchange,
  IM,
  key,
  MC,
  makeGoods,
  multipart,
  seedPoints,
  stockOf,
} from './mall-support.ts';

let t: TestApp;
let manager: string;
let doctor: string;
let parent: { token: string; userId: number };
let addressId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  parent = await loginParentFresh(t);
  await seedPoints(t, parent.userId, 10_000);
  addressId = await addAddress(t, parent.token);
});
afterAll(async () => {
  expect(await stockDifferences(t.ctx.db)).toEqual([]);
  expect(await pointsDifferences(t.ctx.db)).toEqual([]);
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const balance = (userId = parent.userId) => pointsBalanceOf(t.ctx.db, userId);
const exchangeRows = (userId: number) =>
  t.ctx.db.kysely.selectFrom('mall_exchanges').selectAll().where('user_id', '=', userId).execute();
const audits = (action: string) =>
  t.ctx.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

describe('goods in the console', () => {
  it('are made, stocked and listed for parents with the balance; stock never below 0; audited', async () => {
    const goodsId = await makeGoods(t, manager, { name: '绘本', pointsPrice: 500, stock: 3 });
    const list = await t.call<{ list: MallGoods[]; balance: number }>('GET', `${IM}/goodsList`, {
      token: parent.token,
    });
    expect(list.body.data.balance).toBe(10_000);
    expect(list.body.data.list.find((g) => g.goodsId === goodsId)).toMatchObject({
      stock: 3,
      pointsPrice: 500,
    });
    const below = await t.call('POST', `${MC}/goods/stock`, {
      token: manager,
      body: { goodsId, delta: -4, reason: '盘点', requestKey: key() },
    });
    expect(below.body.code).toBe(4009);
    expect(await stockOf(t, goodsId)).toBe(3);
    const noReason = await t.call('POST', `${MC}/goods/stock`, {
      token: manager,
      body: { goodsId, delta: -1, requestKey: key() },
    });
    expect(noReason.body.code).toBe(4000);
    expect((await audits('mall.stock.change')).some((a) => a.subject_id === String(goodsId))).toBe(true);
    const hidden = await makeGoods(t, manager, { name: '下架品', enabled: false });
    const again = await t.call<{ list: MallGoods[] }>('GET', `${IM}/goodsList`, { token: parent.token });
    expect(again.body.data.list.some((g) => g.goodsId === hidden)).toBe(false);
    const consoleList = await t.call<{ list: MallGoods[]; total: number }>('GET', `${MC}/goods/list`, {
      token: manager,
      query: { pageNum: 1, pageSize: 100 },
    });
    expect(consoleList.body.data.list.some((g) => g.goodsId === hidden && !g.enabled)).toBe(true);
    expect((await t.call('GET', `${MC}/goods/list`, { token: doctor })).body.code).toBe(4003);
    expect(
      (await t.call('GET', `${IM}/goodsDetail`, { token: parent.token, query: { goodsId: hidden } })).body
        .code,
    ).toBe(4004);
  });

  it('keeps an uploaded picture, re-encoded, public; refuses what is not a picture', async () => {
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3a9' } })
      .png()
      .toBuffer();
    const form = multipart(png, 'cup.png', 'image/png');
    const up = await t.app.inject({
      method: 'POST',
      url: `${MC}/goods/picture`,
      headers: { authorization: `Bearer ${manager}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    const body = up.json<{ success: boolean; data: { name: string; url: string } }>();
    expect(body.success, up.body).toBe(true);
    const read = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    const meta = await sharp(read.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1200);
    const fake = multipart(Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${MC}/goods/picture`,
      headers: { authorization: `Bearer ${manager}`, 'content-type': fake.contentType },
      payload: fake.payload,
    });
    expect(refused.json<{ code: number }>().code).toBe(4000);
    const byDoctor = await t.app.inject({
      method: 'POST',
      url: `${MC}/goods/picture`,
      headers: { authorization: `Bearer ${doctor}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(byDoctor.json<{ code: number }>().code).toBe(4003);
    const saved = await t.call<MallGoods>('POST', `${MC}/goods/save`, {
      token: manager,
      body: { name: '带图商品', pointsPrice: 10, pictures: [body.data.name], enabled: true },
    });
    expect(saved.body.data.pictureUrls).toEqual([body.data.url]);
    const missing = await t.app.inject({ method: 'GET', url: `/api/mall/picture/${'0'.repeat(32)}.png` });
    expect(missing.json<{ code: number }>().code).toBe(4004);
    const sneaky = await t.app.inject({ method: 'GET', url: '/api/mall/picture/..%2F..%2Fsprout.db' });
    expect(sneaky.json<{ code: number }>().code).toBe(4004);
  });
});

describe('exchange', () => {
  it('takes stock and points in one go, copies the address, once per request key', async () => {
    const goodsId = await makeGoods(t, manager, { name: '儿童水杯', pointsPrice: 300, stock: 5 });
    const before = await balance();
    const requestKey = key();
    const first = await exchange(t, parent.token, { goodsId, addressId, quantity: 2 }, requestKey);
    expect(first.body.success, first.raw).toBe(true);
    const x = first.body.data;
    expect(x).toMatchObject({
      status: 'waiting',
      statusLabel: '待发货',
      points: 600,
      quantity: 2,
      canCancel: true,
    });
    expect(x.addressText).toBe('广东省深圳市南山区科技园南区1栋101');
    const replay = await exchange(t, parent.token, { goodsId, addressId, quantity: 2 }, requestKey);
    expect(replay.body.data.exchangeId).toBe(x.exchangeId);
    expect((await exchange(t, parent.token, { goodsId, addressId, quantity: 1 }, requestKey)).body.code).toBe(
      4009,
    );
    expect(await stockOf(t, goodsId)).toBe(3);
    expect(await balance()).toBe(before - 600);
    // A later edit of the address does not move the parcel.
    await t.call('POST', '/online/usercenter/addrSaveOrUpdate', {
      token: parent.token,
      body: {
        id: addressId,
        recipient: '李四',
        mobile: '13900139000',
        provinceId: '44',
        cityId: '4403',
        areaId: '440305',
        detail: '新地址88号',
      },
    });
    const detail = await t.call<MallExchange>('GET', `${IM}/exchangeDetail`, {
      token: parent.token,
      query: { exchangeId: x.exchangeId },
    });
    expect(detail.body.data).toMatchObject({
      recipient: '张三',
      addressText: '广东省深圳市南山区科技园南区1栋101',
    });
    const list = await t.call<{ list: MallExchange[] }>('GET', `${IM}/exchangeList`, { token: parent.token });
    expect(list.body.data.list[0]?.exchangeId).toBe(x.exchangeId);
  });

  it('refuses short points, a parent who is no member, bad input and goods off sale, changing nothing', async () => {
    const goodsId = await makeGoods(t, manager, { name: '积木', pointsPrice: 4_000, stock: 5 });
    const poor = await loginParentFresh(t);
    const poorAddress = await addAddress(t, poor.token);
    const notMember = await exchange(t, poor.token, { goodsId, addressId: poorAddress });
    expect(notMember.body).toMatchObject({ code: 4009, msg: '请先激活会员积分' });
    await seedPoints(t, poor.userId, 100);
    const short = await exchange(t, poor.token, { goodsId, addressId: poorAddress });
    expect(short.body).toMatchObject({ code: 4009, msg: '积分不足' });
    expect(await stockOf(t, goodsId)).toBe(5);
    expect(await exchangeRows(poor.userId)).toEqual([]);
    expect(await balance(poor.userId)).toBe(100);
    expect((await exchange(t, parent.token, { goodsId, addressId, quantity: 0 })).body.code).toBe(4000);
    expect((await exchange(t, parent.token, { goodsId, addressId, quantity: 11 })).body.code).toBe(4000);
    expect(
      (
        await t.call('POST', `${IM}/exchange`, {
          token: parent.token,
          body: { goodsId, addressId, quantity: 1 },
        })
      ).body.code,
    ).toBe(4000);
    const off = await makeGoods(t, manager, { name: '停售', enabled: false });
    expect((await exchange(t, parent.token, { goodsId: off, addressId })).body.code).toBe(4004);
    expect((await exchange(t, parent.token, { goodsId, addressId, quantity: 6 })).body).toMatchObject({
      code: 4009,
      msg: '库存不足',
    });
  });

  it("refuses another family's address and exchange with 4004", async () => {
    const goodsId = await makeGoods(t, manager, { name: '贴纸', pointsPrice: 10, stock: 5 });
    const other = await loginParentFresh(t);
    await seedPoints(t, other.userId, 1_000);
    expect((await exchange(t, other.token, { goodsId, addressId })).body.code).toBe(4004);
    const mine = (await exchange(t, parent.token, { goodsId, addressId })).body.data;
    expect(
      (
        await t.call('GET', `${IM}/exchangeDetail`, {
          token: other.token,
          query: { exchangeId: mine.exchangeId },
        })
      ).body.code,
    ).toBe(4004);
    expect((await cancel(t, other.token, mine.exchangeId)).body.code).toBe(4004);
    expect(await stockOf(t, goodsId)).toBe(4);
    expect(await balance(other.userId)).toBe(1_000);
  });
});

describe('cancel, ship and deliver', () => {
  it('cancel before shipping gives stock and points back once, however often it is sent', async () => {
    const goodsId = await makeGoods(t, manager, { name: '拼图', pointsPrice: 250, stock: 2 });
    const before = await balance();
    const x = (await exchange(t, parent.token, { goodsId, addressId })).body.data;
    expect(await balance()).toBe(before - 250);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cancel(t, parent.token, x.exchangeId)),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 4009)).toHaveLength(19);
    expect(await balance()).toBe(before);
    expect(await stockOf(t, goodsId)).toBe(2);
    const done = answers.find((a) => a.body.success)?.body.data;
    expect(done).toMatchObject({ status: 'cancelled', statusLabel: '已取消', canCancel: false });
  });

  it('ships and delivers from the console (audited); a shipped exchange cannot be cancelled', async () => {
    const goodsId = await makeGoods(t, manager, { name: '书包', pointsPrice: 100, stock: 2 });
    const x = (await exchange(t, parent.token, { goodsId, addressId })).body.data;
    const bad = await t.call('POST', `${MC}/exchange/ship`, {
      token: doctor,
      body: { exchangeId: x.exchangeId, carrier: '顺丰', trackingNo: '1' },
    });
    expect(bad.body.code).toBe(4000);
    const shipped = await t.call<MallExchange>('POST', `${MC}/exchange/ship`, {
      token: doctor,
      body: { exchangeId: x.exchangeId, carrier: '顺丰速运', trackingNo: 'SF1234567890' },
    });
    expect(shipped.body.data).toMatchObject({
      status: 'shipped',
      statusLabel: '已发货',
      trackingNo: 'SF1234567890',
    });
    expect((await cancel(t, parent.token, x.exchangeId)).body).toMatchObject({
      code: 4009,
      msg: '商品已发货，不能取消',
    });
    const again = await t.call('POST', `${MC}/exchange/ship`, {
      token: doctor,
      body: { exchangeId: x.exchangeId, carrier: '顺丰速运', trackingNo: 'SF0000000000' },
    });
    expect(again.body.code).toBe(4009);
    const delivered = await t.call<MallExchange>('POST', `${MC}/exchange/deliver`, {
      token: doctor,
      body: { exchangeId: x.exchangeId },
    });
    expect(delivered.body.data).toMatchObject({ status: 'delivered', statusLabel: '已完成' });
    expect((await audits('mall.exchange.ship')).some((a) => a.subject_id === String(x.exchangeId))).toBe(
      true,
    );
    expect((await audits('mall.exchange.deliver')).some((a) => a.subject_id === String(x.exchangeId))).toBe(
      true,
    );
    const waiting = await t.call<{ list: { exchangeId: number }[] }>('GET', `${MC}/exchange/list`, {
      token: doctor,
      query: { status: 'delivered' },
    });
    expect(waiting.body.data.list.map((e) => e.exchangeId)).toContain(x.exchangeId);
  });

  it('a manager cancels for a parent with a reason: stock and points back, audited', async () => {
    const goodsId = await makeGoods(t, manager, { name: '玩偶', pointsPrice: 80, stock: 1 });
    const before = await balance();
    const x = (await exchange(t, parent.token, { goodsId, addressId })).body.data;
    const done = await t.call<MallExchange>('POST', `${MC}/exchange/cancel`, {
      token: manager,
      body: { exchangeId: x.exchangeId, reason: '缺货无法发出', requestKey: key() },
    });
    expect(done.body.data).toMatchObject({ status: 'cancelled', cancelReason: '缺货无法发出' });
    expect(await balance()).toBe(before);
    expect(await stockOf(t, goodsId)).toBe(1);
    expect((await audits('mall.exchange.cancel')).some((a) => a.subject_id === String(x.exchangeId))).toBe(
      true,
    );
  });
});

describe('R8: the last item', () => {
  it('20 concurrent exchanges of the last item: one wins, stock 0, points taken once', async () => {
    const goodsId = await makeGoods(t, manager, { name: '限量徽章', pointsPrice: 120, stock: 1 });
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => exchange(t, parent.token, { goodsId, addressId })),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 4009)).toHaveLength(19);
    expect(await stockOf(t, goodsId)).toBe(0);
    expect(await balance()).toBe(before - 120);
    expect(await stockDifferences(t.ctx.db)).toEqual([]);
  });
});
