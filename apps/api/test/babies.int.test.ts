import { clinicToday } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

const U = '/online/usercenter';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

interface Baby {
  babyId: number;
  babyName: string;
  sex: string;
  isDefault: boolean;
  geneticHeight: number | null;
  dadHeight: number | null;
  age: { years: number; months: number; days: number; text: string };
}
type Page = { list: Baby[]; total: number; pageNum: number; pageSize: number };

/** A date `years` before today on the clinic's calendar (29 Feb falls back to 28). */
const yearsAgo = (years: number) => {
  const [y, m, d] = clinicToday().split('-');
  const day = m === '02' && d === '29' ? '28' : d;
  return `${Number(y) - years}-${m}-${day}`;
};
const tomorrow = () =>
  new Date(Date.parse(`${clinicToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const valid = { babyName: '小明', sex: '男', birthday: '2021-06-15' };
const add = (token: string, body: Record<string, unknown>) =>
  t.call<Baby>('POST', `${U}/addBabyInfo`, { token, body: { guardianConsent: true, ...body } });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call<Page>('POST', `${U}/pageBabyInfo`, { token, body });
const detail = (token: string, babyId: number) =>
  t.call<Baby>('GET', `${U}/babyInfoDetail`, { token, query: { babyId } });
const rows = (userId: number) =>
  t.ctx.db.kysely.selectFrom('babies').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('adding babies', () => {
  it('the first baby is the default; later ones are not unless asked', async () => {
    const { token } = await loginParentFresh(t);
    const first = await add(token, valid);
    expect(first.body.data).toMatchObject({ babyName: '小明', isDefault: true });
    const second = await add(token, { ...valid, babyName: '小红', sex: '女' });
    expect(second.body.data.isDefault).toBe(false);
    const third = await add(token, { ...valid, babyName: '小刚', isDefault: true });
    expect(third.body.data.isDefault).toBe(true);
    const list = (await page(token)).body.data.list;
    expect(list.filter((b) => b.isDefault).map((b) => b.babyId)).toEqual([third.body.data.babyId]);
  });

  it.each([
    ['男', 175, 160, 174],
    ['女', 175, 160, 161],
    ['男', 170.1, 160, 171.6],
    ['女', 171.3, 158.4, 158.4],
  ])('genetic height of a %s with parents %s and %s is %s', async (sex, dadHeight, momHeight, expected) => {
    const { token } = await loginParentFresh(t);
    const res = await add(token, { ...valid, sex, dadHeight, momHeight });
    expect(res.body.data.geneticHeight).toBe(expected);
    expect(
      Math.abs(
        (res.body.data.geneticHeight ?? Number.NaN) - (dadHeight + momHeight + (sex === '男' ? 13 : -13)) / 2,
      ),
    ).toBeLessThanOrEqual(0.05);
  });

  it('genetic height waits for both parents, and the age reads as years, months, days', async () => {
    const { token } = await loginParentFresh(t);
    const res = await add(token, { ...valid, birthday: yearsAgo(3), dadHeight: 180 });
    expect(res.body.data.geneticHeight).toBeNull();
    expect(res.body.data.age).toMatchObject({ years: 3, months: 0, days: 0, text: '3岁0月0天' });
  });
});

describe('listing, reading, changing, deleting', () => {
  it('pages with the default first', async () => {
    const { token } = await loginParentFresh(t);
    for (const name of ['一宝', '二宝', '三宝']) await add(token, { ...valid, babyName: name });
    const def = await page(token);
    expect(def.body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 10 });
    expect(def.body.data.list[0]).toMatchObject({ babyName: '一宝', isDefault: true });
    const p1 = await page(token, { pageNum: 1, pageSize: 2 });
    const p2 = await page(token, { pageNum: 2, pageSize: 2 });
    expect(p1.body.data.list.map((b) => b.babyName)).toEqual(['一宝', '二宝']);
    expect(p2.body.data.list.map((b) => b.babyName)).toEqual(['三宝']);
    expect(p2.body.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    const member = await t.call<{
      list: (Baby & { pid: string | null; isMember: boolean })[];
      total: number;
    }>('POST', `${U}/pageMemberBabyInfo`, { token, body: {} });
    expect(member.body.data.total).toBe(3);
    expect(member.body.data.list[0]).toMatchObject({ babyName: '一宝', pid: null, isMember: false });
  });

  it('reads and modifies one baby', async () => {
    const { token } = await loginParentFresh(t);
    const { babyId } = (await add(token, valid)).body.data;
    expect((await detail(token, babyId)).body.data).toMatchObject({ babyId, babyName: '小明' });
    const changed = await t.call<Baby>('POST', `${U}/modifyBabyInfo`, {
      token,
      body: { ...valid, babyId, babyName: '明明', dadHeight: 178.5, momHeight: 165 },
    });
    expect(changed.body.data).toMatchObject({ babyName: '明明', dadHeight: 178.5, geneticHeight: 178.3 });
    expect((await detail(token, babyId)).body.data).toMatchObject({ babyName: '明明', dadHeight: 178.5 });
  });

  it('setDefault leaves exactly one default', async () => {
    const { token } = await loginParentFresh(t);
    const a = (await add(token, valid)).body.data;
    const b = (await add(token, { ...valid, babyName: '小二' })).body.data;
    expect(
      (await t.call<Baby>('POST', `${U}/setDefaultBaby`, { token, body: { babyId: b.babyId } })).body.data
        .isDefault,
    ).toBe(true);
    const list = (await page(token)).body.data.list;
    expect(list.filter((x) => x.isDefault).map((x) => x.babyId)).toEqual([b.babyId]);
    expect(list[0]?.babyId).toBe(b.babyId);
    expect((await detail(token, a.babyId)).body.data.isDefault).toBe(false);
  });

  it('setDefault on an unknown id is 4004 and keeps the current default', async () => {
    const { token, userId } = await loginParentFresh(t);
    await add(token, valid);
    const before = await rows(userId);
    expect(
      (await t.call('POST', `${U}/setDefaultBaby`, { token, body: { babyId: 999_999 } })).body.code,
    ).toBe(4004);
    expect(await rows(userId)).toEqual(before);
  });

  it('deleting the default picks another; deleting the last leaves none', async () => {
    const { token } = await loginParentFresh(t);
    const a = (await add(token, valid)).body.data;
    const b = (await add(token, { ...valid, babyName: '小二' })).body.data;
    const del = (babyId: number) =>
      t.call<{ deletedBabyId: number; defaultBabyId: number | null }>('POST', '/api/baby/delete', {
        token,
        body: { babyId },
      });
    expect((await del(a.babyId)).body.data).toEqual({ deletedBabyId: a.babyId, defaultBabyId: b.babyId });
    expect((await detail(token, b.babyId)).body.data.isDefault).toBe(true);
    expect((await detail(token, a.babyId)).body.code).toBe(4004);
    expect((await del(a.babyId)).body.code).toBe(4004);
    expect((await del(b.babyId)).body.data).toEqual({ deletedBabyId: b.babyId, defaultBabyId: null });
    expect((await page(token)).body.data).toMatchObject({ total: 0, list: [] });
  });
});

describe('exactly one default under concurrency', () => {
  const defaults = async (userId: number) =>
    (await rows(userId)).filter((r) => r.is_default === 1 && r.deleted_at === null).length;

  it('four first babies added at once leave one default', async () => {
    const { token, userId } = await loginParentFresh(t);
    const answers = await Promise.all(
      ['甲', '乙', '丙', '丁'].map((babyName) => add(token, { ...valid, babyName })),
    );
    expect(answers.every((a) => a.body.success)).toBe(true);
    expect(await defaults(userId)).toBe(1);
  });

  it('setDefault racing over several babies leaves one default', async () => {
    const { token, userId } = await loginParentFresh(t);
    const ids: number[] = [];
    for (const babyName of ['甲', '乙', '丙', '丁'])
      ids.push((await add(token, { ...valid, babyName })).body.data.babyId);
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        [...ids, ...ids].map((babyId) => t.call('POST', `${U}/setDefaultBaby`, { token, body: { babyId } })),
      );
      expect(await defaults(userId), `round ${round}`).toBe(1);
    }
  });
});

describe('refusals write nothing and name the field', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['a future birthday', { birthday: tomorrow() }, 'birthday'],
    ['exactly 18 years old', { birthday: yearsAgo(18) }, 'birthday'],
    ['a date that does not exist', { birthday: '2023-02-30' }, 'birthday'],
    ['an empty name', { babyName: '' }, 'babyName'],
    ['a whitespace name', { babyName: '   ' }, 'babyName'],
    ['a 21-character name', { babyName: '宝'.repeat(21) }, 'babyName'],
    ['dad 129.9 cm', { dadHeight: 129.9 }, 'dadHeight'],
    ['mom 230.1 cm', { momHeight: 230.1 }, 'momHeight'],
    ['a height with two decimals', { dadHeight: 170.25 }, 'dadHeight'],
    ['an unknown city code', { babyCity: '9999' }, 'babyCity'],
    ['21 gestational weeks', { gestationalWeeks: 21 }, 'gestationalWeeks'],
    ['45 gestational weeks', { gestationalWeeks: 45 }, 'gestationalWeeks'],
    ['an unknown field', { nickname: '小明' }, 'nickname'],
    ['sex as a number', { sex: 1 }, 'sex'],
    ['an unknown sex', { sex: 'M' }, 'sex'],
    ['a height as a string', { dadHeight: '170' }, 'dadHeight'],
    ['a birthday as a number', { birthday: 20210615 }, 'birthday'],
    ['weeks as a float', { gestationalWeeks: 38.5 }, 'gestationalWeeks'],
    ['isDefault as a string', { isDefault: 'yes' }, 'isDefault'],
  ];

  it.each(refusals)('add refuses %s', async (_label, patch, field) => {
    const { token, userId } = await loginParentFresh(t);
    const res = await add(token, { ...valid, ...patch });
    expect(res.body).toMatchObject({ success: false, code: 4000 });
    expect(Object.keys((res.body.data as unknown as { fields: object }).fields)).toContain(field);
    expect(await rows(userId)).toHaveLength(0);
  });

  it.each(refusals.filter(([, patch]) => !('isDefault' in patch)))(
    'modify refuses %s and keeps the baby',
    async (_label, patch, field) => {
      const { token, userId } = await loginParentFresh(t);
      const { babyId } = (await add(token, valid)).body.data;
      const before = await rows(userId);
      const res = await t.call('POST', `${U}/modifyBabyInfo`, {
        token,
        body: { ...valid, babyId, ...patch },
      });
      expect(res.body).toMatchObject({ success: false, code: 4000 });
      expect(Object.keys((res.body.data as unknown as { fields: object }).fields)).toContain(field);
      expect(await rows(userId)).toEqual(before);
    },
  );

  it('adding a baby needs the guardian’s separate consent, and records when it was given', async () => {
    const me = await loginParentFresh(t);
    for (const body of [valid, { ...valid, guardianConsent: false }]) {
      const res = await t.call('POST', `${U}/addBabyInfo`, { token: me.token, body });
      expect(res.body.code).toBe(4000);
      expect(res.body.data).toMatchObject({ fields: { guardianConsent: expect.stringContaining('监护人') } });
    }
    expect(await rows(me.userId)).toHaveLength(0);
    const { babyId } = (await add(me.token, valid)).body.data;
    const stored = await t.ctx.db.kysely
      .selectFrom('babies')
      .select('guardian_consent_at')
      .where('id', '=', babyId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(stored.guardian_consent_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a userId that is not the caller’s reads as not found, and writes nothing', async () => {
    const me = await loginParentFresh(t);
    const other = await loginParentFresh(t);
    const { babyId } = (await add(me.token, valid)).body.data;
    const before = await rows(me.userId);
    const calls: [string, Record<string, unknown>][] = [
      ['addBabyInfo', { ...valid, guardianConsent: true, userId: other.userId }],
      ['modifyBabyInfo', { ...valid, babyId, babyName: '改名', userId: other.userId }],
      ['setDefaultBaby', { babyId, userId: other.userId }],
      ['pageBabyInfo', { userId: other.userId }],
      ['pageMemberBabyInfo', { userId: other.userId }],
    ];
    for (const [name, body] of calls)
      expect((await t.call('POST', `${U}/${name}`, { token: me.token, body })).body.code, name).toBe(4004);
    expect(await rows(me.userId)).toEqual(before);
    expect(await rows(other.userId)).toHaveLength(0);
    // Its own userId is fine.
    expect((await page(me.token, { userId: me.userId })).body.data.total).toBe(1);
  });
});
