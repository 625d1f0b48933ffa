import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeIntoPhoneAccount } from '../src/modules/accounts/account-merge.ts';
import { ownedAddress } from '../src/modules/addresses/addresses.service.ts';
import { type ApiAnswer, leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

const U = '/online/usercenter';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

interface Address {
  id: number;
  userId: number;
  recipient: string;
  mobile: string;
  provinceId: string;
  provinceName: string;
  cityId: string;
  cityName: string;
  areaId: string | null;
  areaName: string | null;
  detail: string;
  isDefault: boolean;
}
type Page = { list: Address[]; total: number };
type Parent = { token: string; userId: number };

/** 广东省 深圳市 南山区. */
const SHENZHEN = {
  recipient: '张三',
  mobile: '13800138000',
  provinceId: '44',
  cityId: '4403',
  areaId: '440305',
  detail: '科技园南区1栋101',
};
const save = (token: string | null, body: Record<string, unknown>) =>
  t.call<Address>('POST', `${U}/addrSaveOrUpdate`, { token, body });
const list = (token: string | null, query: Record<string, number> = {}) =>
  t.call<Page>('GET', `${U}/userAddrList`, { token, query });
const setDefault = (token: string | null, id: number, query: Record<string, number> = {}) =>
  t.call<Address>('GET', `${U}/addrSetDefault`, { token, query: { id, ...query } });
const del = (token: string | null, id: number) =>
  t.call<{ deletedId: number; defaultId: number | null }>('GET', `${U}/addrDel`, { token, query: { id } });
const rows = (userId: number) =>
  t.ctx.db.kysely.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const defaults = async (userId: number) =>
  (await rows(userId)).filter((r) => r.is_default === 1 && r.deleted_at === null).map((r) => r.id);
const ok = <T>(answer: ApiAnswer<T>): T => {
  expect(answer.body.success, answer.raw).toBe(true);
  return answer.body.data;
};
const addN = async (parent: Parent, n: number, from = 0) => {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1)
    ids.push(ok(await save(parent.token, { ...SHENZHEN, detail: `科技园${from + i}号` })).id);
  return ids;
};

describe('regionAreas', () => {
  const areas = (cityCode: string) =>
    t.call<{ code: string; name: string }[]>('GET', `${U}/regionAreas`, { query: { cityCode } });

  it('answers the districts of a city, lazily for the picker', async () => {
    const shenzhen = ok(await areas('4403'));
    expect(shenzhen).toContainEqual({ code: '440305', name: '南山区' });
    expect(shenzhen.every((a) => a.code.startsWith('4403'))).toBe(true);
  });

  it('a municipality takes its counties too; a city without districts answers none', async () => {
    const chongqing = ok(await areas('5001')).map((a) => a.name);
    expect(chongqing).toEqual(expect.arrayContaining(['渝中区', '城口县']));
    expect(ok(await areas('429004'))).toEqual([]); // 仙桃市
    expect(ok(await areas('4419'))).toEqual([]); // 东莞市
  });

  it('an unknown or malformed city is bad input', async () => {
    for (const cityCode of ['9999', '12', '4403x']) {
      const res = await areas(cityCode);
      expect(res.body).toMatchObject({ success: false, code: 4000 });
      expect(res.body.data).toMatchObject({ fields: { cityCode: expect.any(String) } });
    }
  });
});

describe('adding and editing', () => {
  it('the first address is the default; names come from the division data', async () => {
    const parent = await loginParentFresh(t);
    const first = ok(await save(parent.token, SHENZHEN));
    expect(first).toMatchObject({
      ...SHENZHEN,
      userId: parent.userId,
      provinceName: '广东省',
      cityName: '深圳市',
      areaName: '南山区',
      isDefault: true,
    });
    const second = ok(await save(parent.token, { ...SHENZHEN, detail: '福田区某路2号' }));
    expect(second.isDefault).toBe(false);
    const third = ok(await save(parent.token, { ...SHENZHEN, detail: '三号', isDefault: true }));
    expect(third.isDefault).toBe(true);
    expect(await defaults(parent.userId)).toEqual([third.id]);
    const page = ok(await list(parent.token));
    expect(page.total).toBe(3);
    expect(page.list[0]?.id).toBe(third.id);
  });

  it('a municipality and a county-level city save with their own levels', async () => {
    const parent = await loginParentFresh(t);
    const beijing = ok(
      await save(parent.token, { ...SHENZHEN, provinceId: '11', cityId: '1101', areaId: '110105' }),
    );
    expect(beijing).toMatchObject({ provinceName: '北京市', cityName: '北京市', areaName: '朝阳区' });
    const xiantao = ok(
      await save(parent.token, { ...SHENZHEN, provinceId: '42', cityId: '429004', areaId: null }),
    );
    expect(xiantao).toMatchObject({ cityName: '仙桃市', areaId: null, areaName: null });
  });

  it.each([
    ['a city of another province', { cityId: '1101', areaId: '110105' }, 'cityId'],
    ['a district of another city', { areaId: '110105' }, 'areaId'],
    ['no district where the city has them', { areaId: null }, 'areaId'],
    [
      'a district where the city has none',
      { provinceId: '42', cityId: '429004', areaId: '440305' },
      'areaId',
    ],
    ['an unknown province', { provinceId: '99' }, 'provinceId'],
  ])('refuses %s and writes nothing', async (_why, change, field) => {
    const parent = await loginParentFresh(t);
    const res = await save(parent.token, { ...SHENZHEN, ...change });
    expect(res.body).toMatchObject({
      success: false,
      code: 4000,
      data: { fields: { [field]: expect.any(String) } },
    });
    expect(await rows(parent.userId)).toEqual([]);
  });

  it.each([
    ['a wrong mobile', { mobile: '12345' }, 'mobile'],
    ['an oversized recipient', { recipient: '张'.repeat(21) }, 'recipient'],
    ['an oversized detail', { detail: '路'.repeat(101) }, 'detail'],
    ['a blank recipient', { recipient: '   ' }, 'recipient'],
    ['a line break in the detail', { detail: '一号\n二号' }, 'detail'],
    ['a name the client made up', { provinceName: '火星' }, 'provinceName'],
    ['a number for a code', { cityId: 4403 }, 'cityId'],
    ['a string for the flag', { isDefault: 'yes' }, 'isDefault'],
  ])('strict input (R5): %s is 4000 with data.fields, nothing written', async (_why, change, field) => {
    const parent = await loginParentFresh(t);
    const res = await save(parent.token, { ...SHENZHEN, ...change });
    expect(res.body).toMatchObject({
      success: false,
      code: 4000,
      data: { fields: { [field]: expect.any(String) } },
    });
    expect(await rows(parent.userId)).toEqual([]);
  });

  it('edits an address; turning the default off keeps it the default', async () => {
    const parent = await loginParentFresh(t);
    const [a, b] = await addN(parent, 2);
    const edited = ok(
      await save(parent.token, { ...SHENZHEN, id: a, recipient: '李四', areaId: '440304', isDefault: false }),
    );
    expect(edited).toMatchObject({ id: a, recipient: '李四', areaName: '福田区', isDefault: true });
    const moved = ok(await save(parent.token, { ...SHENZHEN, id: b, isDefault: true }));
    expect(moved.isDefault).toBe(true);
    expect(await defaults(parent.userId)).toEqual([b]);
  });

  it('the legacy userId must be the caller’s own', async () => {
    const parent = await loginParentFresh(t);
    const other = await loginParentFresh(t);
    const [a] = await addN(parent, 1);
    expect(ok(await list(parent.token, { userId: parent.userId })).total).toBe(1);
    expect((await list(parent.token, { userId: other.userId })).body.code).toBe(4004);
    expect((await setDefault(parent.token, a ?? 0, { userId: other.userId })).body.code).toBe(4004);
    expect((await save(parent.token, { ...SHENZHEN, userId: other.userId })).body.code).toBe(4004);
    expect(await rows(other.userId)).toEqual([]);
  });

  it('every call needs a session', async () => {
    const answers = [
      await list(null),
      await save(null, SHENZHEN),
      await setDefault(null, 1),
      await del(null, 1),
    ];
    for (const res of answers) expect(res.body).toMatchObject({ success: false, code: 1000 });
  });
});

describe(`the limit of 20 addresses`, () => {
  it('refuses the 21st with a clear message until one is deleted', async () => {
    const parent = await loginParentFresh(t);
    const ids = await addN(parent, 20);
    const refused = await save(parent.token, SHENZHEN);
    expect(refused.body).toMatchObject({ success: false, code: 4009 });
    expect(refused.body.msg).toContain('最多可保存20个收货地址');
    expect((await rows(parent.userId)).length).toBe(20);
    ok(await del(parent.token, ids[5] ?? 0));
    ok(await save(parent.token, SHENZHEN));
    expect(ok(await list(parent.token, { pageSize: 100 })).total).toBe(20);
  });

  it('holds under concurrent adds', async () => {
    const parent = await loginParentFresh(t);
    await addN(parent, 17);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => save(parent.token, { ...SHENZHEN, detail: `并发${i}号` })),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(3);
    expect(answers.filter((a) => !a.body.success).every((a) => a.body.code === 4009)).toBe(true);
    expect((await rows(parent.userId)).filter((r) => r.deleted_at === null)).toHaveLength(20);
  });
});

describe('the default address', () => {
  it('setting a default clears the old one', async () => {
    const parent = await loginParentFresh(t);
    const [a, b] = await addN(parent, 2);
    expect(ok(await setDefault(parent.token, b ?? 0)).isDefault).toBe(true);
    expect(await defaults(parent.userId)).toEqual([b]);
    expect(ok(await setDefault(parent.token, b ?? 0)).isDefault).toBe(true); // again: nothing changes
    expect(await defaults(parent.userId)).toEqual([b]);
    expect(ok(await list(parent.token)).list.map((x) => x.id)[0]).toBe(b);
    expect(a).toBeDefined();
  });

  it('deleting the default makes the most recently saved other one default', async () => {
    const parent = await loginParentFresh(t);
    const [a, b, c, d] = await addN(parent, 4); // a is the default
    // Saved times are milliseconds; a parent never saves twice in one, but injected calls can.
    await new Promise((resolve) => setTimeout(resolve, 5));
    ok(await save(parent.token, { ...SHENZHEN, id: b, detail: '刚改过' })); // b is now the latest saved
    expect(ok(await del(parent.token, a ?? 0)).defaultId).toBe(b);
    expect(await defaults(parent.userId)).toEqual([b]);
    expect(ok(await del(parent.token, d ?? 0)).defaultId).toBe(b); // not the default: it stays
    expect(ok(await del(parent.token, b ?? 0)).defaultId).toBe(c);
    expect(ok(await del(parent.token, c ?? 0)).defaultId).toBeNull();
    expect(ok(await list(parent.token)).total).toBe(0);
    expect((await rows(parent.userId)).every((r) => r.deleted_at !== null && r.is_default === 0)).toBe(true);
  });

  it('a deleted address can be neither deleted again nor made default', async () => {
    const parent = await loginParentFresh(t);
    const [a] = await addN(parent, 1);
    ok(await del(parent.token, a ?? 0));
    expect((await del(parent.token, a ?? 0)).body.code).toBe(4004);
    expect((await setDefault(parent.token, a ?? 0)).body.code).toBe(4004);
    expect((await save(parent.token, { ...SHENZHEN, id: a })).body.code).toBe(4004);
  });

  it('two concurrent set-default calls leave exactly one default (and every call succeeds)', async () => {
    const parent = await loginParentFresh(t);
    const ids = await addN(parent, 4);
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([
        setDefault(parent.token, ids[1] ?? 0),
        setDefault(parent.token, ids[2] ?? 0),
      ]);
      for (const res of answers) ok(res);
      const now = await defaults(parent.userId);
      expect(now).toHaveLength(1);
      expect([ids[1], ids[2]]).toContain(now[0]);
    }
    const mixed = await Promise.all(
      ids.flatMap((id) => [setDefault(parent.token, id), del(parent.token, ids[0] ?? 0)]),
    );
    expect(mixed.filter((r) => r.body.success).length).toBeGreaterThanOrEqual(ids.length);
    expect(await defaults(parent.userId)).toHaveLength(1);
  });

  it('the database itself refuses a second default', async () => {
    const parent = await loginParentFresh(t);
    const [, b] = await addN(parent, 2);
    await expect(
      t.ctx.db.kysely
        .updateTable('addresses')
        .set({ is_default: 1 })
        .where('id', '=', b ?? 0)
        .execute(),
    ).rejects.toThrow();
    expect(await defaults(parent.userId)).toHaveLength(1);
  });
});

describe("another parent's addresses", () => {
  it('read as absent (4004) and nothing changes', async () => {
    const owner = await loginParentFresh(t);
    const other = await loginParentFresh(t);
    const [a, b] = await addN(owner, 2);
    ok(await save(other.token, SHENZHEN));
    const before = await rows(owner.userId);
    for (const res of [
      await setDefault(other.token, b ?? 0),
      await del(other.token, a ?? 0),
      await save(other.token, { ...SHENZHEN, id: a, recipient: '冒名' }),
    ]) {
      expect(res.body).toMatchObject({ success: false, code: 4004 });
      expect(res.raw).not.toContain('科技园');
    }
    expect(await rows(owner.userId)).toEqual(before);
    expect(ok(await list(other.token)).list.map((x) => x.userId)).toEqual([other.userId]);
  });

  it('ownedAddress, the check the points mall ships through, answers only the owner’s live address', async () => {
    const owner = await loginParentFresh(t);
    const other = await loginParentFresh(t);
    const [a, b] = await addN(owner, 2);
    expect((await ownedAddress(t.ctx.db, owner, a ?? 0)).cityName).toBe('深圳市');
    await expect(ownedAddress(t.ctx.db, other, a ?? 0)).rejects.toMatchObject({ code: 4004 });
    ok(await del(owner.token, b ?? 0));
    await expect(ownedAddress(t.ctx.db, owner, b ?? 0)).rejects.toMatchObject({ code: 4004 });
  });

  it('an account merged into another brings its addresses; the receiving default stays', async () => {
    const from = await loginParentFresh(t);
    const into = await loginParentFresh(t);
    const [fromDefault] = await addN(from, 2);
    const [intoDefault] = await addN(into, 1);
    await mergeIntoPhoneAccount(t.ctx, from.userId, into.userId);
    expect(await defaults(into.userId)).toEqual([intoDefault]);
    expect((await rows(into.userId)).map((r) => r.id)).toContain(fromDefault);
    expect(await rows(from.userId)).toEqual([]);
  });
});
