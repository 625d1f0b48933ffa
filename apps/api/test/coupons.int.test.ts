import type { CampaignRow, CouponView } from '@sprout/contract';
import { addClinicDays } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  C,
  campaignBody,
  claim,
  claimed,
  couponRow,
  key,
  liveCampaign,
  today,
  W,
} from './coupons-support.ts';
import { mergeIntoPhoneAccount } from '../src/modules/accounts/account-merge.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

// Coupons (issue 15): the parents' calls and the console's, over HTTP on the real app.
let t: TestApp;
let manager: string;
let doctor: string;
let parent: { token: string; userId: number; mobile: string };
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  parent = await loginParentFresh(t);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Page = {
  list: CouponView[];
  total: number;
  current: number;
  size: number;
  counts: Record<string, number>;
};

describe('console campaigns', () => {
  it('makes a draft, edits it, puts it live and then refuses edits; every change is audited', async () => {
    const saved = await t.call<CampaignRow>('POST', `${C}/campaign/save`, {
      token: manager,
      body: campaignBody(),
    });
    expect(saved.body.success, saved.raw).toBe(true);
    const id = saved.body.data.campaignId;
    expect(saved.body.data).toMatchObject({
      state: 'draft',
      couponRuleText: '满100元减20元',
      validityText: '领取后30天内有效',
    });
    const edited = await t.call<CampaignRow>('POST', `${C}/campaign/save`, {
      token: manager,
      body: campaignBody({ campaignId: id, name: '改名了', valueFen: 3000 }),
    });
    expect(edited.body.data).toMatchObject({
      name: '改名了',
      valueFen: 3000,
      couponRuleText: '满100元减30元',
    });
    const live = await t.call<CampaignRow>('POST', `${C}/campaign/state`, {
      token: manager,
      body: { campaignId: id, action: 'goLive' },
    });
    expect(live.body.data.state).toBe('live');
    const again = await t.call('POST', `${C}/campaign/save`, {
      token: manager,
      body: campaignBody({ campaignId: id }),
    });
    expect(again.body).toMatchObject({ success: false, code: 4009, msg: '活动进行中，不能再修改' });
    const relive = await t.call('POST', `${C}/campaign/state`, {
      token: manager,
      body: { campaignId: id, action: 'goLive' },
    });
    expect(relive.body.code).toBe(4009);
    const audits = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'coupon_campaign')
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual([
      'coupons.campaign.create',
      'coupons.campaign.update',
      'coupons.campaign.goLive',
    ]);
  });

  it('refuses a campaign whose parts do not fit together, naming the fields, and writes nothing', async () => {
    const before = await t.ctx.db.kysely.selectFrom('coupon_campaigns').select('id').execute();
    const bad = await t.call<{ fields: Record<string, string> }>('POST', `${C}/campaign/save`, {
      token: manager,
      body: campaignBody({
        valueFen: 20_000,
        claimTo: addClinicDays(today(), -1),
        perPersonLimit: 60,
        totalQuantity: 50,
      }),
    });
    expect(bad.body.code).toBe(4000);
    expect(Object.keys(bad.body.data.fields).sort()).toEqual(['claimTo', 'perPersonLimit', 'valueFen']);
    const fixed = await t.call<{ fields: Record<string, string> }>('POST', `${C}/campaign/save`, {
      token: manager,
      body: campaignBody({ validMode: 'fixed', validDays: null }),
    });
    expect(fixed.body.data.fields).toHaveProperty('validTo');
    const money = await t.call('POST', `${C}/campaign/save`, {
      token: manager,
      body: campaignBody({ valueFen: 12.5 }),
    });
    expect(money.body.code).toBe(4000);
    expect(await t.ctx.db.kysely.selectFrom('coupon_campaigns').select('id').execute()).toEqual(before);
  });

  it('is for managers: a doctor gets 4003 and a parent is not logged in to the console', async () => {
    const list = (token: string) =>
      t.call('GET', `${C}/campaign/list`, { token, query: { pageNum: 1, pageSize: 10 } });
    expect((await list(doctor)).body.code).toBe(4003);
    expect((await list(parent.token)).body.success).toBe(false);
    expect((await list(manager)).body.success).toBe(true);
  });
});

describe('claiming', () => {
  it('lists a live campaign in the claim centre, claims it, and shows it under 未使用 with its rules', async () => {
    const campaign = await liveCampaign(t, manager, { name: '领券中心测试券' });
    const centre = await t.call<{ list: { distributionCouponsId: number; claimBlocker: string | null }[] }>(
      'GET',
      `${W}/couponCentre`,
      { token: parent.token },
    );
    const item = centre.body.data.list.find((c) => c.distributionCouponsId === campaign.campaignId);
    expect(item).toMatchObject({ claimBlocker: null });
    const coupon = await claimed(t, parent.token, campaign.campaignId);
    expect(coupon).toMatchObject({
      name: '领券中心测试券',
      state: 'unused',
      stateText: '未使用',
      couponRuleText: '满100元减20元',
      scopeText: '仅限检查费、检验费',
      stackText: '不与会员折扣同享',
      validFrom: today(),
      expirationDate: addClinicDays(today(), 29),
      source: 'claim',
    });
    expect(coupon.couponCode).toMatch(/^[0-9A-Z]{16}$/);
    const after = await t.call<{ list: { distributionCouponsId: number; claimBlocker: string | null }[] }>(
      'GET',
      `${W}/couponCentre`,
      { token: parent.token },
    );
    expect(
      after.body.data.list.find((c) => c.distributionCouponsId === campaign.campaignId)?.claimBlocker,
    ).toBe('每人限领1张');
    const page = await t.call<Page>('GET', `${W}/couponList`, {
      token: parent.token,
      query: { tab: 'unused' },
    });
    expect(page.body.data.list.map((c) => c.couponCode)).toContain(coupon.couponCode);
    const detail = await t.call<CouponView>('GET', `${W}/couponDetail`, {
      token: parent.token,
      query: { couponCode: coupon.couponCode },
    });
    expect(detail.body.data).toEqual(coupon);
  });

  it('answers a replayed request key with the same coupon, and refuses the key for another campaign', async () => {
    const a = await liveCampaign(t, manager, { perPersonLimit: 3 });
    const b = await liveCampaign(t, manager);
    const requestKey = key();
    const first = await claim(t, parent.token, a.campaignId, requestKey);
    const replay = await claim(t, parent.token, a.campaignId, requestKey);
    expect(replay.body.data.couponCode).toBe(first.body.data.couponCode);
    const other = await claim(t, parent.token, b.campaignId, requestKey);
    expect(other.body).toMatchObject({ success: false, code: 4009 });
    const rows = await t.ctx.db.kysely
      .selectFrom('coupons')
      .select('id')
      .where('campaign_id', '=', a.campaignId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a claim over the per-person limit, of a draft, of a stopped campaign and outside the window', async () => {
    const c = await liveCampaign(t, manager, { perPersonLimit: 2 });
    await claimed(t, parent.token, c.campaignId);
    await claimed(t, parent.token, c.campaignId);
    expect((await claim(t, parent.token, c.campaignId)).body).toMatchObject({
      code: 4009,
      msg: '每人限领2张',
    });
    const draft = await t.call<CampaignRow>('POST', `${C}/campaign/save`, {
      token: manager,
      body: campaignBody(),
    });
    expect((await claim(t, parent.token, draft.body.data.campaignId)).body.code).toBe(4004);
    const later = await liveCampaign(t, manager, {
      claimFrom: addClinicDays(today(), 2),
      claimTo: addClinicDays(today(), 5),
    });
    expect((await claim(t, parent.token, later.campaignId)).body.msg).toBe(
      `${addClinicDays(today(), 2)}开始领取`,
    );
    const stop = await t.call('POST', `${C}/campaign/state`, {
      token: manager,
      body: { campaignId: later.campaignId, action: 'stop', reason: '活动取消' },
    });
    expect(stop.body.success).toBe(true);
    expect((await claim(t, parent.token, later.campaignId)).body.msg).toBe('活动未开始或已结束');
    const gone = await liveCampaign(t, manager, { totalQuantity: 1 });
    await claimed(t, (await loginParentFresh(t)).token, gone.campaignId);
    expect((await claim(t, parent.token, gone.campaignId)).body.msg).toBe('优惠券已领完');
  });

  it('refuses bad input with 4000 and no token with a login code', async () => {
    const bad = await t.call('POST', `${W}/couponClaim`, {
      token: parent.token,
      body: { distributionCouponsId: 'x', requestKey: 'short' },
    });
    expect(bad.body.code).toBe(4000);
    expect(Object.keys((bad.body.data as { fields: object }).fields).sort()).toEqual([
      'distributionCouponsId',
      'requestKey',
    ]);
    for (const [method, path, opts] of [
      ['GET', `${W}/couponList`, {}],
      ['GET', `${W}/couponCount`, {}],
      ['GET', `${W}/couponCentre`, {}],
      ['GET', `${W}/couponDetail`, { query: { couponCode: 'AAAAAAAAAAAAAAAA' } }],
      ['POST', `${W}/couponClaim`, { body: { distributionCouponsId: 1, requestKey: key() } }],
    ] as const) {
      const res = await t.call(method, path, { token: null, ...opts });
      expect(res.body.success, path).toBe(false);
      expect(res.body.code, path).toBe(1000);
    }
    const list = await t.call('GET', `${W}/couponList`, {
      token: parent.token,
      query: { tab: 'lost', size: 500 },
    });
    expect(Object.keys((list.body.data as { fields: object }).fields).sort()).toEqual(['size', 'tab']);
    const detail = await t.call('GET', `${W}/couponDetail`, {
      token: parent.token,
      query: { couponCode: 'abc' },
    });
    expect(detail.body.code).toBe(4000);
  });
});

describe('my coupons by tab', () => {
  it('pages each tab and counts them; an expired coupon moves to 已过期', async () => {
    const p = await loginParentFresh(t);
    const c = await liveCampaign(t, manager, { perPersonLimit: 5 });
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await claimed(t, p.token, c.campaignId)).couponCode);
    await t.ctx.db.kysely
      .updateTable('coupons')
      .set({ valid_to: addClinicDays(today(), -1), valid_from: addClinicDays(today(), -30) })
      .where('code', 'in', codes.slice(0, 2))
      .execute();
    const page = (tab: string, current: number) =>
      t.call<Page>('GET', `${W}/couponList`, { token: p.token, query: { tab, current, size: 2 } });
    const unused1 = await page('unused', 1);
    expect(unused1.body.data).toMatchObject({ total: 3, counts: { unused: 3, used: 0, expired: 2 } });
    expect(unused1.body.data.list).toHaveLength(2);
    const unused2 = await page('unused', 2);
    expect(unused2.body.data.list).toHaveLength(1);
    const expired = await page('expired', 1);
    expect(expired.body.data.list.map((x) => x.state)).toEqual(['expired', 'expired']);
    expect(expired.body.data.list[0]?.stateText).toBe('已过期');
    const count = await t.call('GET', `${W}/couponCount`, { token: p.token });
    expect(count.body.data).toEqual({ unused: 3, used: 0, expired: 2 });
  });
});

describe('validate', () => {
  it('says whether a coupon fits the lines, with the discount or the reason', async () => {
    const p = await loginParentFresh(t);
    const c = await liveCampaign(t, manager, { perPersonLimit: 2 });
    const coupon = await claimed(t, p.token, c.campaignId);
    const check = (
      lines: { serviceCode: string; category: string; amountFen: number }[],
      code = coupon.couponCode,
    ) =>
      t.call<{ usable: boolean; discountFen: number; reason: string | null }>('POST', `${W}/couponValidate`, {
        token: p.token,
        body: { couponCode: code, lines },
      });
    const ok = await check([{ serviceCode: 'EXAM', category: 'exam', amountFen: 12_000 }]);
    expect(ok.body.data).toMatchObject({ usable: true, discountFen: 2000, reason: null });
    const low = await check([
      { serviceCode: 'EXAM', category: 'exam', amountFen: 6000 },
      { serviceCode: 'DRUG', category: 'drug', amountFen: 9000 },
    ]);
    expect(low.body.data).toMatchObject({ usable: false, discountFen: 0, reason: '未满100元，不可使用' });
    const scope = await check([{ serviceCode: 'DRUG', category: 'drug', amountFen: 50_000 }]);
    expect(scope.body.data.reason).toBe('不适用于本单项目');
    const expired = await claimed(t, p.token, c.campaignId);
    await t.ctx.db.kysely
      .updateTable('coupons')
      .set({ valid_to: addClinicDays(today(), -1), valid_from: addClinicDays(today(), -9) })
      .where('code', '=', expired.couponCode)
      .execute();
    const old = await check(
      [{ serviceCode: 'EXAM', category: 'exam', amountFen: 12_000 }],
      expired.couponCode,
    );
    expect(old.body.data).toMatchObject({ usable: false, reason: '已过期' });
    const bad = await t.call('POST', `${W}/couponValidate`, {
      token: p.token,
      body: {
        couponCode: coupon.couponCode,
        lines: [{ serviceCode: 'EXAM', category: 'exam', amountFen: -1 }],
      },
    });
    expect(bad.body.code).toBe(4000);
  });
});

describe('granting', () => {
  it('grants to a parent by phone with a reason, audited, outside the claim limit, once per request key', async () => {
    const p = await loginParentFresh(t);
    const c = await liveCampaign(t, manager);
    await claimed(t, p.token, c.campaignId);
    const body = {
      campaignId: c.campaignId,
      mobile: p.mobile,
      reason: '候诊时间过长致歉',
      requestKey: key(),
    };
    const granted = await t.call<{ couponCode: string; userId: number; campaign: CampaignRow }>(
      'POST',
      `${C}/grant`,
      {
        token: manager,
        body,
      },
    );
    expect(granted.body.success, granted.raw).toBe(true);
    expect(granted.body.data).toMatchObject({ userId: p.userId, campaign: { claimedCount: 2 } });
    const replay = await t.call<{ couponCode: string }>('POST', `${C}/grant`, { token: manager, body });
    expect(replay.body.data.couponCode).toBe(granted.body.data.couponCode);
    const row = await couponRow(t, granted.body.data.couponCode);
    expect(row).toMatchObject({ source: 'grant', grant_reason: '候诊时间过长致歉', user_id: p.userId });
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'coupons.grant')
      .where('subject_id', '=', String(row.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).not.toContain(p.mobile);
    const unknown = await t.call('POST', `${C}/grant`, {
      token: manager,
      body: { ...body, mobile: '13300000001', requestKey: key() },
    });
    expect(unknown.body.code).toBe(4004);
    const noReason = await t.call('POST', `${C}/grant`, {
      token: manager,
      body: { ...body, reason: '', requestKey: key() },
    });
    expect(noReason.body.code).toBe(4000);
  });
});

describe('account merge', () => {
  it('moves a merged account’s coupons, even claims of a campaign both accounts claimed', async () => {
    const from = await loginParentFresh(t);
    const into = await loginParentFresh(t);
    const c = await liveCampaign(t, manager);
    const mine = await claimed(t, from.token, c.campaignId);
    await claimed(t, into.token, c.campaignId);
    await mergeIntoPhoneAccount(t.ctx, from.userId, into.userId);
    const count = await t.call('GET', `${W}/couponCount`, { token: into.token });
    expect(count.body.data).toEqual({ unused: 2, used: 0, expired: 0 });
    expect(await couponRow(t, mine.couponCode)).toMatchObject({ user_id: into.userId, claim_seq: null });
    // The merged account has claimed twice: the limit of one still holds for it.
    expect((await claim(t, into.token, c.campaignId)).body.msg).toBe('每人限领1张');
  });
});
