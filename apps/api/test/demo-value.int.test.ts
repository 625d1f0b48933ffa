import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/seed.ts';
import { DEMO_PARENT_PHONE } from '../src/db/seed/demo-clinic.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 22: a fresh demo shows every value page with content. The real demo seed (the one `npm start`
 * runs, with its file store), read by the demo parent through the parents' own calls.
 */
const W = '/opordering/wechatapp';
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemo(t.ctx.db, { storage: t.ctx.storage })).toBe(true);
  token = (await loginParentFresh(t, DEMO_PARENT_PHONE)).token;
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type List<T> = { list: T[] };
const get = async <T>(path: string, query: Record<string, string | number | boolean | undefined> = {}) => {
  const res = await t.call<T>('GET', path, { token, query });
  expect(res.body.success, res.raw).toBe(true);
  return res.body.data;
};

describe('the demo seed’s value pages', () => {
  it('待缴费订单 lists 乐乐’s bill, which quotes with the member discount', async () => {
    const bills = await get<List<{ billId: number; patientName: string; totalFen: number }>>(`${W}/feeList`, {
      tab: 'unpaid',
    });
    expect(bills.list).toEqual([expect.objectContaining({ patientName: '乐乐', totalFen: 9_000 })]);
    const quote = await t.call<{ adjustments: { kind: string }[] }>('POST', `${W}/feeOpenPay`, {
      token,
      body: { billIds: [bills.list[0]?.billId] },
    });
    expect(quote.body.data.adjustments.map((a) => a.kind)).toContain('member');
  });

  it('the parent is a member with points, and there are two card types', async () => {
    const points = await get<{ balance: number; usable: number }>(`${W}/points/details`, {
      pageNum: 1,
      pageSize: 10,
    });
    expect(points).toMatchObject({ balance: 1_200, usable: 1_200 });
    const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
    const types = await t.call<{ list: { name: string }[] }>('GET', '/api/console/members/cardTypes', {
      token: manager,
    });
    expect(types.body.data.list.map((c) => c.name)).toEqual(
      expect.arrayContaining(['普通会员卡', '金卡会员']),
    );
  });

  it('积分商城 has goods whose pictures are served, 领券中心 a live campaign, 套餐卡 a product on sale', async () => {
    const goods = await get<List<{ name: string; pictureUrls: string[] }>>(`${W}/integralMall/goodsList`, {
      pageNum: 1,
      pageSize: 10,
    });
    expect(goods.list).toHaveLength(3);
    const url = goods.list[0]?.pictureUrls[0] ?? '';
    const picture = await t.app.inject({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(String(picture.headers['content-type'])).toMatch(/^image\//);
    const campaigns = await get<List<{ name: string }>>(`${W}/couponCentre`);
    expect(campaigns.list.map((c) => c.name)).toEqual(['新家庭检查检验券']);
    const products = await get<List<{ name: string }>>(`${W}/setMeal/productList`);
    expect(products.list.map((p) => p.name)).toEqual(['儿保成长套餐']);
  });
});
