import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.ts';
import { lockKey } from '../src/db/dialect.ts';
import { pointsDifferences } from '../src/modules/points/points-reconcile.ts';
import { spendPoints } from '../src/modules/points/points.service.ts';
import { freshIp, leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import {
  activate,
  adjust,
  balanceRow,
  lastCode,
  ledgerRows,
  type Parent,
  requestKey,
  W,
} from './points-support.ts';

// 积分转赠 over HTTP: confirmation, SMS code, daily limits, double entry, request keys (R16), races (R8).
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

const P = `${W}/points`;
const member = async (points = 0): Promise<Parent> => {
  const p = await loginParentFresh(t);
  await activate(t, p.token);
  if (points > 0) expect((await adjust(t, manager, p.userId, points)).body.success).toBe(true);
  return p;
};
/** The login code was sent a moment ago: the R4 60-second gap (tested in sms-limits) is cleared here. */
const sendCode = async (p: Parent) => {
  await t.ctx.db.kysely.deleteFrom('sms_codes').where('phone', '=', p.mobile).execute();
  const sent = await t.call('POST', `${P}/transfer/sendCode`, { token: p.token, body: {}, ip: freshIp() });
  if (!sent.body.success) throw new Error(`sendCode: ${sent.raw}`);
  return lastCode(t, p.mobile);
};
const transfer = (p: Parent, body: Record<string, unknown>) =>
  t.call<{ points: number; receiverName: string; balance: number }>('POST', `${P}/transfer`, {
    token: p.token,
    body,
  });

describe('five sends of one transfer with one request key at once (issue 22, R16)', () => {
  it('all answer the first result, and the points move once', async () => {
    const a = await member(1000);
    const b = await member();
    const code = await sendCode(a);
    const body = { mobile: b.mobile, points: 120, code, requestKey: requestKey() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(a, body)));
    for (const answer of answers) expect(answer.body, answer.raw).toMatchObject({ success: true });
    expect(new Set(answers.map((x) => JSON.stringify(x.body.data))).size).toBe(1);
    expect(await balanceRow(t, a.userId)).toBe(880);
    expect(await balanceRow(t, b.userId)).toBe(120);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'uses the code only once it holds the key: a send waiting behind the key has not spent it (PostgreSQL)',
    async () => {
      const a = await member(100);
      const b = await member();
      const code = await sendCode(a);
      const key = requestKey();
      let release: () => void = () => {};
      const held = new Promise<void>((done) => {
        release = done;
      });
      let holding: () => void = () => {};
      const locked = new Promise<void>((done) => {
        holding = done;
      });
      // Another send of this key is under way: it holds the key's lock (as oncePerKey takes it).
      const other = inTransaction(t.ctx.db, async (trx) => {
        await lockKey(trx, `value:parent:${a.userId}:points.transfer:${key}`);
        holding();
        await held;
      });
      await locked;
      const pending = transfer(a, { mobile: b.mobile, points: 30, code, requestKey: key });
      const waiting = async () =>
        Number(
          (
            await sql<{
              n: number;
            }>`select count(*) as n from pg_locks where locktype = 'advisory' and not granted`.execute(
              t.ctx.db.kysely,
            )
          ).rows[0]?.n,
        );
      for (let i = 0; i < 200 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await waiting()).toBe(1);
      const codeRow = () =>
        t.ctx.db.kysely
          .selectFrom('sms_codes')
          .select('consumed_at')
          .where('phone', '=', a.mobile)
          .where('purpose', '=', 'points-transfer')
          .executeTakeFirstOrThrow();
      expect((await codeRow()).consumed_at).toBeNull();
      release();
      await other;
      expect((await pending).body.success).toBe(true);
      expect((await codeRow()).consumed_at).not.toBeNull();
    },
  );

  it('a wrong code still counts its try, and the right one then works', async () => {
    const a = await member(100);
    const b = await member();
    const code = await sendCode(a);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await transfer(a, { mobile: b.mobile, points: 50, code: wrong, requestKey: requestKey() });
    expect(first.body.msg).toBe('验证码不正确，还可尝试4次');
    const second = await transfer(a, { mobile: b.mobile, points: 50, code: wrong, requestKey: requestKey() });
    expect(second.body.msg).toBe('验证码不正确，还可尝试3次');
    expect(
      (await transfer(a, { mobile: b.mobile, points: 50, code, requestKey: requestKey() })).body.success,
    ).toBe(true);
  });
});

describe('transfer', () => {
  it('confirms the receiver masked, sends the code to the sender, moves the points in both ledgers once', async () => {
    const a = await member(1000);
    const b = await member();
    const check = await t.call<Record<string, unknown>>('POST', `${P}/transfer/check`, {
      token: a.token,
      body: { mobile: b.mobile },
    });
    expect(check.body.data).toMatchObject({
      receiverMobile: `${b.mobile.slice(0, 3)}****${b.mobile.slice(7)}`,
      usable: 1000,
      countLeftToday: 3,
      pointsLeftToday: 5000,
    });
    const code = await sendCode(a);
    const key = requestKey();
    const body = { mobile: b.mobile, points: 300, code, requestKey: key };
    const first = await transfer(a, body);
    expect(first.body.data).toMatchObject({ points: 300, balance: 700 });
    // A replay after a lost answer (its code already used) answers the same and moves nothing more.
    expect((await transfer(a, body)).body.data).toEqual(first.body.data);
    expect(await balanceRow(t, a.userId)).toBe(700);
    expect(await balanceRow(t, b.userId)).toBe(300);
    const out = (await ledgerRows(t, a.userId)).at(-1);
    const into = (await ledgerRows(t, b.userId)).at(-1);
    expect(out).toMatchObject({ kind: 'transfer-out', points: -300, counterpart_user_id: b.userId });
    expect(into).toMatchObject({ kind: 'transfer-in', points: 300, counterpart_user_id: a.userId });
    expect(into?.expires_on).toBe(
      (await ledgerRows(t, a.userId)).find((r) => r.kind === 'adjust')?.expires_on,
    );
    // The same key with other details is refused.
    const reused = await transfer(a, { ...body, points: 301 });
    expect(reused.body).toMatchObject({ success: false, code: 4009 });
    // Both see it on 积分明细.
    const details = await t.call<{ balance: number; list: { reason: string; kind: string }[] }>(
      'GET',
      `${P}/details`,
      {
        token: b.token,
      },
    );
    expect(details.body.data.balance).toBe(300);
    expect(details.body.data.list[0]?.kind).toBe('transfer-in');
    expect(details.body.data.list[0]?.reason).toMatch(/转赠$/);
    const history = await t.call<{ total: number; list: { kind: string; points: number }[] }>(
      'GET',
      `${P}/history`,
      {
        token: a.token,
      },
    );
    expect(history.body.data.total).toBe(1);
    expect(history.body.data.list[0]).toMatchObject({ kind: 'transfer-out', points: -300 });
    // The receiver is told once (the replay wrote nothing), with a link to 积分明细; the sender is not.
    const told = async (userId: number) =>
      t.ctx.db.kysely
        .selectFrom('system_messages')
        .select(['title', 'content', 'link', 'category'])
        .where('user_id', '=', userId)
        .where('title', '=', '收到积分转赠')
        .execute();
    const messages = await told(b.userId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ category: 'member', link: '/pages/newFun/integralDetail' });
    expect(messages[0]?.content).toContain('转赠给您 300 积分');
    expect(await told(a.userId)).toEqual([]);
  });

  it('refuses a wrong code (counting the try), yourself, a non-member, short points, bad input, no token', async () => {
    const a = await member(100);
    const b = await member();
    const stranger = await loginParentFresh(t);
    const code = await sendCode(a);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await transfer(a, { mobile: b.mobile, points: 10, code: wrong, requestKey: requestKey() });
    expect(bad.body).toMatchObject({ success: false, code: 4000 });
    expect(bad.body.msg).toContain('验证码不正确');
    expect(
      (await t.call('POST', `${P}/transfer/check`, { token: a.token, body: { mobile: a.mobile } })).body,
    ).toMatchObject({
      code: 4000,
      msg: '不能转赠给自己',
    });
    expect(
      (await t.call('POST', `${P}/transfer/check`, { token: a.token, body: { mobile: stranger.mobile } }))
        .body,
    ).toMatchObject({ code: 4004 });
    const short = await transfer(a, { mobile: b.mobile, points: 101, code, requestKey: requestKey() });
    expect(short.body).toMatchObject({ code: 4009, msg: '积分不足' });
    const toStranger = await transfer(a, {
      mobile: stranger.mobile,
      points: 10,
      code,
      requestKey: requestKey(),
    });
    expect(toStranger.body).toMatchObject({ code: 4004 });
    // Refused before its code was used: the corrected transfer goes through with the same code, once.
    expect(
      (await transfer(a, { mobile: b.mobile, points: 10, code, requestKey: requestKey() })).body.success,
    ).toBe(true);
    expect(
      (await transfer(a, { mobile: b.mobile, points: 10, code, requestKey: requestKey() })).body.code,
    ).toBe(4000);
    for (const body of [
      { mobile: b.mobile, points: 0, code, requestKey: requestKey() },
      { mobile: b.mobile, points: 1.5, code, requestKey: requestKey() },
      { mobile: b.mobile, points: 10, code, requestKey: 'short' },
      { mobile: '123', points: 10, code, requestKey: requestKey() },
    ])
      expect((await transfer(a, body)).body.code).toBe(4000);
    expect(
      (
        await t.call('POST', `${P}/transfer`, {
          body: { mobile: b.mobile, points: 1, code, requestKey: requestKey() },
        })
      ).body.code,
    ).toBe(1000);
    // A non-member cannot send.
    expect(
      (await t.call('POST', `${P}/transfer/check`, { token: stranger.token, body: { mobile: a.mobile } }))
        .body,
    ).toMatchObject({
      code: 4009,
      msg: '请先激活会员积分',
    });
    expect(await balanceRow(t, a.userId)).toBe(90);
    expect(await balanceRow(t, b.userId)).toBe(10);
  });

  it('holds the daily count and points limits', async () => {
    await t.call('POST', '/api/console/points/rules', {
      token: manager,
      body: {
        pointsPerYuan: 1,
        fenPerPoint: 1,
        maxPayPercent: 50,
        validYearsAfter: 1,
        transferDailyCount: 2,
        transferDailyPoints: 150,
        reason: '测试限额',
      },
    });
    try {
      const a = await member(1000);
      const b = await member();
      const send = async (points: number) => {
        return transfer(a, { mobile: b.mobile, points, code: await sendCode(a), requestKey: requestKey() });
      };
      expect((await send(100)).body.success).toBe(true);
      expect((await send(60)).body).toMatchObject({ code: 4009, msg: '今日最多还可转赠50积分' });
      expect((await send(50)).body.success).toBe(true);
      expect((await send(1)).body).toMatchObject({ code: 4009, msg: '今日转赠次数已达上限' });
      expect(await balanceRow(t, b.userId)).toBe(150);
    } finally {
      await t.call('POST', '/api/console/points/rules', {
        token: manager,
        body: {
          pointsPerYuan: 1,
          fenPerPoint: 1,
          maxPayPercent: 50,
          validYearsAfter: 1,
          transferDailyCount: 3,
          transferDailyPoints: 5000,
          reason: '恢复',
        },
      });
    }
  });

  it('R8: a transfer and a spend racing for the same points: one wins, nothing goes negative', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await member(100);
      const b = await member();
      const code = await sendCode(a);
      const [moved, spent] = await Promise.allSettled([
        transfer(a, { mobile: b.mobile, points: 80, code, requestKey: requestKey() }),
        spendPoints(t.ctx.db, { userId: a.userId, points: 80, reason: '兑换', ref: `race:${round}` }),
      ]);
      const transferred = moved.status === 'fulfilled' && moved.value.body.success;
      const spendWon = spent.status === 'fulfilled';
      expect(Number(transferred) + Number(spendWon)).toBe(1);
      expect(await balanceRow(t, a.userId)).toBe(20);
      expect(await balanceRow(t, b.userId)).toBe(transferred ? 80 : 0);
    }
  });
});
