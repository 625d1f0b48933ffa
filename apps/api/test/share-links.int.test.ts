import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signShareToken } from '../src/modules/growth/share-links.ts';
import { addEvaluating, type Report, share, shareRows } from './evaluations-support.ts';
import { addClinic, addGrowthBaby, addHome, daysAgo, fieldsOf, linkRecord, U } from './growth-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/** Share links: one report opened without logging in; signed, expiring, revocable, and nothing else shown. */
let t: TestApp;
let parent: { token: string; userId: number; mobile: string };
let other: { token: string; userId: number };
let babyId: number;
let pid: string;
let report: Report;
const BIRTHDAY = daysAgo(500);
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  parent = await loginParentFresh(t);
  other = await loginParentFresh(t);
  const doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  babyId = await addGrowthBaby(t, parent.token, {
    name: '王小明',
    birthday: BIRTHDAY,
    dadHeight: 172,
    momHeight: 158,
  });
  pid = await linkRecord(t, parent.token, babyId);
  await addHome(t, parent.token, babyId, { measuredOn: daysAgo(200), heightCm: 73, weightKg: 9 });
  await addClinic(t, doctor, babyId, {
    measuredOn: daysAgo(3),
    heightCm: 80,
    weightKg: 10.5,
    headCircumferenceCm: 47,
  });
  const made = await addEvaluating(t, parent.token, { babyId });
  expect(made.body.success, made.raw).toBe(true);
  report = made.body.data;
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Shared = Omit<Report, 'evaluationId' | 'babyId' | 'measurementId' | 'createdAt'> & { expiresAt: string };
const open = (token: string, how: 'GET' | 'POST' = 'POST', session: string | null = null) =>
  how === 'GET'
    ? t.call<Shared>('GET', `${U}/shareDetails`, { token: session, query: { token } })
    : t.call<Shared>('POST', `${U}/shareDetails`, { token: session, body: { token } });
const rowOf = async (shareId: number) => (await shareRows(t)).find((s) => s.id === shareId);
const secret = () => t.ctx.config.SHARE_LINK_SECRET;

describe('homePageShare', () => {
  it('signs shareId.expiry.HMAC for 7 days by default; the token’s expiry is the row’s', async () => {
    const link = await share(t, parent.token, report.evaluationId);
    const row = await rowOf(link.shareId);
    expect(row).toMatchObject({
      evaluation_id: report.evaluationId,
      user_id: parent.userId,
      revoked_at: null,
      open_count: 0,
    });
    expect(Date.parse(link.expiresAt) - Date.parse(row?.created_at ?? '')).toBe(7 * 86_400_000);
    expect(link.expiresAt).toBe(row?.expires_at);
    expect(link.token).toBe(signShareToken(secret(), link.shareId, new Date(link.expiresAt)));
    expect(link.token).toMatch(new RegExp(`^${link.shareId}\\.${Date.parse(link.expiresAt)}\\.[\\w-]{43}$`));
    expect(link.sharePath).toBe(`/appointment/#/pages/evaluationFun/shareWebview/index?token=${link.token}`);
    const month = await share(t, parent.token, report.evaluationId, 30);
    const monthRow = await rowOf(month.shareId);
    expect(Date.parse(month.expiresAt) - Date.parse(monthRow?.created_at ?? '')).toBe(30 * 86_400_000);
  });

  it('refuses 0 or 31 days, another parent’s report and an unknown one, writing nothing', async () => {
    const before = await shareRows(t);
    for (const validDays of [0, 31, 1.5]) {
      const res = await t.call('POST', `${U}/homePageShare`, {
        token: parent.token,
        body: { evaluationId: report.evaluationId, validDays },
      });
      expect(res.body.code).toBe(4000);
      expect(fieldsOf(res.body).validDays).toBe('有效期应为1-30天');
    }
    for (const [token, evaluationId] of [
      [other.token, report.evaluationId],
      [parent.token, 999_999],
    ] as const) {
      const res = await t.call('POST', `${U}/homePageShare`, { token, body: { evaluationId } });
      expect(res.body).toMatchObject({ success: false, code: 4004 });
    }
    expect(await shareRows(t)).toEqual(before);
  });
});

describe('shareDetails', () => {
  it('opens without a session (GET or POST), ignores any session sent, and counts each open', async () => {
    const link = await share(t, parent.token, report.evaluationId);
    const answers = [
      await open(link.token),
      await open(link.token, 'GET'),
      await open(link.token, 'POST', other.token),
      await open(link.token, 'GET', 'not-a-real-session-token'),
    ];
    for (const res of answers) expect(res.body.success, res.raw).toBe(true);
    const views = answers.map((a) => a.body.data);
    for (const v of views) expect(v).toEqual(views[0]);
    const row = await rowOf(link.shareId);
    expect(row?.open_count).toBe(4);
    expect(row?.last_opened_at).not.toBeNull();
  });

  it('shows the stored report, the name masked, and no id, pid, phone or birthday anywhere', async () => {
    const link = await share(t, parent.token, report.evaluationId);
    const res = await open(link.token);
    const { evaluationId: _e, babyId: _b, measurementId: _m, createdAt: _c, baby, ...rest } = report;
    const { birthday: _bd, name: _n, ...babyShown } = baby;
    expect(res.body.data).toEqual({
      ...rest,
      baby: { ...babyShown, name: '王**' },
      expiresAt: link.expiresAt,
    });
    expect(res.raw).not.toMatch(/"\w*Id"\s*:|"pid"|"birthday"|"mobile"|"phone"/i);
    for (const secretText of [BIRTHDAY, pid, parent.mobile, '王小明', '小明'])
      expect(res.raw, secretText).not.toContain(secretText);
  });

  it('refuses a tampered token (one character changed, shareId swapped, expiry moved) and an unknown one', async () => {
    const a = await share(t, parent.token, report.evaluationId);
    const b = await share(t, parent.token, report.evaluationId);
    const [, aMs, aMac] = a.token.split('.');
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'x' ? 'y' : 'x') + s.slice(i + 1);
    const tampered = [
      flip(a.token, a.token.length - 5),
      flip(a.token, a.token.length - 43),
      `${b.shareId}.${aMs}.${aMac}`,
      `${a.shareId}.${Number(aMs) + 86_400_000}.${aMac}`,
      signShareToken(secret(), 999_999, new Date(a.expiresAt)),
      // Genuinely signed, but not the expiry its row holds.
      signShareToken(secret(), a.shareId, new Date(Date.parse(a.expiresAt) + 1000)),
      signShareToken('someone-elses-secret-key', a.shareId, new Date(a.expiresAt)),
      'garbage',
    ];
    for (const token of tampered) {
      const res = await open(token);
      expect(res.body, token).toMatchObject({ success: false, code: 4004, msg: '分享链接无效' });
    }
    expect((await rowOf(a.shareId))?.open_count).toBe(0);
    expect((await open('')).body.code).toBe(4000);
  });

  it('an expired link (past expiry in the token and in its row) reads 分享链接已过期', async () => {
    const link = await share(t, parent.token, report.evaluationId);
    const past = new Date(Date.now() - 60_000);
    await t.ctx.db.kysely
      .updateTable('evaluation_share_links')
      .set({ expires_at: past.toISOString() })
      .where('id', '=', link.shareId)
      .execute();
    const res = await open(signShareToken(secret(), link.shareId, past));
    expect(res.body).toMatchObject({ success: false, code: 4004, msg: '分享链接已过期' });
    expect((await open(link.token)).body.msg).toBe('分享链接无效');
    expect((await rowOf(link.shareId))?.open_count).toBe(0);
  });

  it('a revoked link reads 分享链接已失效; revoking again is fine; another parent’s revoke is 4004', async () => {
    const link = await share(t, parent.token, report.evaluationId);
    const before = await shareRows(t);
    const foreign = await t.call('POST', `${U}/revokeShare`, {
      token: other.token,
      body: { shareId: link.shareId },
    });
    expect(foreign.body).toMatchObject({ success: false, code: 4004 });
    expect(await shareRows(t)).toEqual(before);
    expect((await open(link.token)).body.success).toBe(true);
    const first = await t.call<{ revokedAt: string }>('POST', `${U}/revokeShare`, {
      token: parent.token,
      body: { shareId: link.shareId },
    });
    expect(first.body.data).toMatchObject({ shareId: link.shareId, revoked: true });
    const second = await t.call<{ revokedAt: string }>('POST', `${U}/revokeShare`, {
      token: parent.token,
      body: { shareId: link.shareId },
    });
    expect(second.body.data.revokedAt).toBe(first.body.data.revokedAt);
    const res = await open(link.token, 'GET');
    expect(res.body).toMatchObject({ success: false, code: 4004, msg: '分享链接已失效' });
    expect((await rowOf(link.shareId))?.open_count).toBe(1);
  });

  it('the link of a deleted report reads 分享链接已失效', async () => {
    const older = await t.call<{ list: { measurementId: number; date: string }[] }>(
      'POST',
      '/api/growth/measurementList',
      {
        token: parent.token,
        body: { babyId },
      },
    );
    const oldVisit = older.body.data.list.find((m) => m.date === daysAgo(200));
    const made = await addEvaluating(t, parent.token, { babyId, measurementId: oldVisit?.measurementId });
    const link = await share(t, parent.token, made.body.data.evaluationId);
    expect((await open(link.token)).body.success).toBe(true);
    const del = await t.call('POST', `${U}/deleteEvaluating`, {
      token: parent.token,
      body: { evaluationId: made.body.data.evaluationId },
    });
    expect(del.body.success, del.raw).toBe(true);
    expect((await open(link.token)).body).toMatchObject({
      success: false,
      code: 4004,
      msg: '分享链接已失效',
    });
  });
});

type ShareItem = {
  shareId: number;
  evaluationId: number;
  status: string;
  openCount: number;
  babyName: string;
  date: string;
  sharePath: string | null;
};
describe('shareList', () => {
  it('lists the parent’s links newest first with their status and opens; filters by baby; others see none', async () => {
    const res = await t.call<{ list: ShareItem[]; total: number }>('POST', `${U}/shareList`, {
      token: parent.token,
      body: { pageNum: 1, pageSize: 100 },
    });
    expect(res.body.success, res.raw).toBe(true);
    const rows = await shareRows(t);
    expect(res.body.data.total).toBe(rows.length);
    expect(res.body.data.list.map((s) => s.shareId)).toEqual(rows.map((r) => r.id).reverse());
    const statuses = new Set(res.body.data.list.map((s) => s.status));
    expect([...statuses].sort()).toEqual(['active', 'expired', 'revoked']);
    for (const item of res.body.data.list) {
      const row = rows.find((r) => r.id === item.shareId);
      expect(item.openCount).toBe(row?.open_count);
      expect(item.babyName).toBe('王小明');
      // An active link can be copied again from the history and opens the report; the others cannot.
      if (item.status !== 'active') {
        expect(item.sharePath).toBeNull();
        continue;
      }
      // The path is a hash route (…/#/pages/…/index?token=…): the token is in the fragment.
      const again = decodeURIComponent(/[?&]token=([^&]+)/.exec(item.sharePath ?? '')?.[1] ?? '');
      const opened = await open(again);
      expect(opened.body.success, opened.raw).toBe(true);
    }
    expect(res.body.data.list.find((s) => s.evaluationId === report.evaluationId)?.date).toBe(daysAgo(3));
    const byBaby = await t.call<{ total: number }>('POST', `${U}/shareList`, {
      token: parent.token,
      body: { pid },
    });
    expect(byBaby.body.data.total).toBe(rows.length);
    const otherBaby = await addGrowthBaby(t, parent.token, { name: '二宝' });
    const none = await t.call<{ total: number }>('POST', `${U}/shareList`, {
      token: parent.token,
      body: { babyId: otherBaby },
    });
    expect(none.body.data.total).toBe(0);
    const foreign = await t.call<{ total: number }>('POST', `${U}/shareList`, {
      token: other.token,
      body: {},
    });
    expect(foreign.body.data).toMatchObject({ total: 0, list: [] });
    const foreignBaby = await t.call('POST', `${U}/shareList`, { token: other.token, body: { babyId } });
    expect(foreignBaby.body.code).toBe(4004);
  });

  it('a second guardian of the same record gets their own report of a clinic visit, and their own links', async () => {
    const guardianBaby = await addGrowthBaby(t, other.token, { name: '王小明', birthday: BIRTHDAY });
    // Linked to the same patient record, so the clinic measurement shows for this profile too.
    await t.ctx.db.kysely.updateTable('babies').set({ pid }).where('id', '=', guardianBaby).execute();
    const made = await addEvaluating(t, other.token, {
      babyId: guardianBaby,
      measurementId: report.measurementId,
    });
    expect(made.body.success, made.raw).toBe(true);
    expect(made.body.data.evaluationId).not.toBe(report.evaluationId);
    expect(made.body.data.measurement).toEqual(report.measurement);
    const link = await share(t, other.token, made.body.data.evaluationId);
    const mine = await t.call<{ list: ShareItem[] }>('POST', `${U}/shareList`, {
      token: parent.token,
      body: {},
    });
    expect(mine.body.data.list.some((s) => s.shareId === link.shareId)).toBe(false);
    const revoke = await t.call('POST', `${U}/revokeShare`, {
      token: parent.token,
      body: { shareId: link.shareId },
    });
    expect(revoke.body.code).toBe(4004);
    expect((await rowOf(link.shareId))?.revoked_at).toBeNull();
    const details = await t.call('POST', `${U}/evaluatingDetails`, {
      token: parent.token,
      body: { evaluationId: made.body.data.evaluationId },
    });
    expect(details.body.code).toBe(4004);
  });
});
