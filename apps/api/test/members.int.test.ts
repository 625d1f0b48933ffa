import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsDifferences } from '../src/modules/points/points-reconcile.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { activate, adjust, NOTICE_VERSION, parentWithRecord, W } from './points-support.ts';

// Member cards, activation, member check and discounts over HTTP.
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  expect(await pointsDifferences(t.ctx.db)).toEqual([]);
  await t.close();
});

type Status = {
  isMember: boolean;
  activatedAt: string | null;
  cardCount: number;
  points: number;
  noticeVersion: string;
};
type Card = {
  cardId: number;
  cardNumber: string;
  pid: string;
  babyName: string | null;
  cardTypeName: string;
};

describe('activation and openMemberPoints', () => {
  it('opens member points once after the notice is agreed, with a card per bound record', async () => {
    const p = await parentWithRecord(t, '卡卡');
    const before = await t.call<Status>('GET', '/online/usercenter/openMemberPoints', { token: p.token });
    expect(before.body.data).toMatchObject({
      isMember: false,
      cardCount: 0,
      points: 0,
      noticeVersion: NOTICE_VERSION,
    });
    const stale = await t.call('POST', `${W}/memberCard/activate`, {
      token: p.token,
      body: { agreeNotice: true, noticeVersion: '2020-01' },
    });
    expect(stale.body).toMatchObject({ success: false, code: 4009, msg: '开通会员须知已更新，请重新阅读' });
    const refused = await t.call('POST', `${W}/memberCard/activate`, {
      token: p.token,
      body: { agreeNotice: false, noticeVersion: NOTICE_VERSION },
    });
    expect(refused.body).toMatchObject({ success: false, code: 4000 });
    expect(
      (await t.call<Status>('GET', '/online/usercenter/openMemberPoints', { token: p.token })).body.data
        .isMember,
    ).toBe(false);
    const first = await activate(t, p.token);
    const again = await activate(t, p.token);
    expect(first).toMatchObject({ isMember: true, cardCount: 1 });
    expect(again).toEqual(first);
    const cards = await t.call<{ list: Card[] }>('GET', `${W}/memberCard/list`, { token: p.token });
    expect(cards.body.data.list).toHaveLength(1);
    expect(cards.body.data.list[0]).toMatchObject({
      pid: p.pid,
      babyName: '卡卡',
      cardTypeName: '普通会员卡',
    });
    expect(cards.body.data.list[0]?.cardNumber).toMatch(/^88\d{10}$/);
  });

  it('answers 1000 without a token, and a non-member has no cards', async () => {
    expect((await t.call('GET', '/online/usercenter/openMemberPoints')).body).toMatchObject({
      success: false,
      code: 1000,
    });
    expect(
      (
        await t.call('POST', `${W}/memberCard/activate`, {
          body: { agreeNotice: true, noticeVersion: NOTICE_VERSION },
        })
      ).body,
    ).toMatchObject({ code: 1000 });
    const p = await loginParentFresh(t);
    expect(
      (await t.call<{ list: Card[] }>('GET', `${W}/memberCard/list`, { token: p.token })).body.data.list,
    ).toEqual([]);
  });

  it('issues a card for a record bound after activation', async () => {
    const p = await parentWithRecord(t, '老大');
    await activate(t, p.token);
    const second = await parentWithRecord(t, '别人家');
    // A second baby of the same parent gets a record later.
    const babyId = (
      await t.call<{ babyId: number }>('POST', '/online/usercenter/addBabyInfo', {
        token: p.token,
        body: { babyName: '老二', sex: '女', birthday: '2022-03-01', guardianConsent: true },
      })
    ).body.data.babyId;
    await t.call('POST', `${W}/addBindRecordBaby`, { token: p.token, body: { babyId } });
    const cards = await t.call<{ list: Card[] }>('GET', `${W}/memberCard/list`, { token: p.token });
    expect(cards.body.data.list.map((c) => c.babyName).sort()).toEqual(['老二', '老大']);
    expect(cards.body.data.list.some((c) => c.pid === second.pid)).toBe(false);
  });
});

describe('member check, card detail, rule and discounts', () => {
  it('checks membership per own record; another family’s record or card is 4004', async () => {
    const a = await parentWithRecord(t, '甲');
    const b = await parentWithRecord(t, '乙');
    await activate(t, a.token);
    const mine = await t.call<{ isMember: boolean; card: Card | null }>('GET', `${W}/memberCheck`, {
      token: a.token,
      query: { pid: a.pid },
    });
    expect(mine.body.data).toMatchObject({ pid: a.pid, isMember: true, card: { pid: a.pid } });
    const bOwn = await t.call<{ isMember: boolean }>('GET', `${W}/memberCheck`, {
      token: b.token,
      query: { pid: b.pid },
    });
    expect(bOwn.body.data).toMatchObject({ isMember: false, card: null });
    const foreign = await t.call('GET', `${W}/memberCheck`, { token: b.token, query: { pid: a.pid } });
    expect(foreign.body).toMatchObject({ success: false, code: 4004 });
    const cardId = mine.body.data.card?.cardId ?? 0;
    const detail = await t.call<{ discounts: { label: string }[] }>('GET', `${W}/memberCard/detail`, {
      token: a.token,
      query: { cardId },
    });
    expect(detail.body.data.discounts.map((d) => d.label)).toEqual([
      '会员检查费9.5折',
      '会员检验费9.5折',
      '会员治疗费9折',
    ]);
    expect(
      (await t.call('GET', `${W}/memberCard/detail`, { token: b.token, query: { cardId } })).body,
    ).toMatchObject({
      code: 4004,
    });
    expect(
      (await t.call('GET', `${W}/memberCard/detail`, { token: a.token, query: { cardId: 'x' } })).body,
    ).toMatchObject({
      code: 4000,
    });
  });

  it('lists the discounts (what activating would give before it), with the notice', async () => {
    const p = await parentWithRecord(t);
    const list = await t.call<{ isMember: boolean; list: { category: string; payPercent: number }[] }>(
      'POST',
      '/api/opordering/memberManage/getMemberDiscountDetailList',
      { token: p.token, body: {} },
    );
    expect(list.body.data.isMember).toBe(false);
    expect(list.body.data.list.map((d) => [d.category, d.payPercent])).toEqual([
      ['exam', 95],
      ['lab', 95],
      ['treatment', 90],
    ]);
    const other = await parentWithRecord(t);
    const foreign = await t.call('POST', '/api/opordering/memberManage/getMemberDiscountDetailList', {
      token: p.token,
      body: { pid: other.pid },
    });
    expect(foreign.body).toMatchObject({ code: 4004 });
    expect(
      (
        await t.call('POST', '/api/opordering/memberManage/getMemberDiscountDetailList', {
          token: p.token,
          body: { x: 1 },
        })
      ).body,
    ).toMatchObject({ code: 4000 });
    const rule = await t.call<{ notice: string[]; noticeVersion: string }>('GET', `${W}/memberCard/rule`, {
      token: p.token,
    });
    expect(rule.body.data.noticeVersion).toBe(NOTICE_VERSION);
    expect(rule.body.data.notice.length).toBeGreaterThan(3);
  });
});

describe('staff: find a member', () => {
  it('finds by phone or card number, with the ledger and balance; audited', async () => {
    const p = await parentWithRecord(t, '查找宝');
    await activate(t, p.token);
    expect((await adjust(t, manager, p.userId, 120)).body.success).toBe(true);
    const byPhone = await t.call<{
      member: { userId: number; balance: number; cards: { cardNumber: string }[] };
    }>('GET', '/api/console/members/find', { token: manager, query: { mobile: p.mobile } });
    expect(byPhone.body.data.member).toMatchObject({ userId: p.userId, balance: 120, isMember: true });
    const cardNumber = byPhone.body.data.member.cards[0]?.cardNumber ?? '';
    const byCard = await t.call<{ member: { userId: number } }>('GET', '/api/console/members/find', {
      token: manager,
      query: { cardNumber },
    });
    expect(byCard.body.data.member.userId).toBe(p.userId);
    const none = await t.call('GET', '/api/console/members/find', {
      token: manager,
      query: { mobile: '13700000001' },
    });
    expect(none.body.data).toEqual({ member: null });
    expect(
      (await t.call('GET', '/api/console/members/find', { token: manager, query: {} })).body,
    ).toMatchObject({ code: 4000 });
    const audits = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.read')
      .where('subject_id', '=', String(p.userId))
      .execute();
    expect(audits.length).toBe(2);
  });
});
