import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateMembership } from '../src/modules/members/members.service.ts';
import { givePoints } from '../src/modules/points/points-earning.ts';
import { pointsDifferences } from '../src/modules/points/points-reconcile.ts';
import { pointsBalanceOf, returnPoints, spendPoints } from '../src/modules/points/points.service.ts';
import { loginParentFresh, startTestApp, type TestApp } from './harness.ts';

// The points ledger's core as the mall and checkout use it (R8 on SQLite and PostgreSQL).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  expect(await pointsDifferences(t.ctx.db)).toEqual([]);
  await t.close();
});

const member = async (points = 0, expiresOn?: string | null) => {
  const { userId } = await loginParentFresh(t);
  await activateMembership(t.ctx.db, userId, []);
  if (points > 0)
    await givePoints(t.ctx.db, {
      userId,
      points,
      kind: 'adjust',
      reason: '测试',
      ref: `seed:${userId}`,
      expiresOn,
    });
  return userId;
};
const entries = (userId: number) =>
  t.ctx.db.kysely
    .selectFrom('points_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('spendPoints, returnPoints, pointsBalanceOf', () => {
  it('spends once per ref and gives back once, with the validity the points had', async () => {
    const userId = await member(500, '2099-12-31');
    const spend = { userId, points: 200, reason: '兑换：水杯', ref: 'mall:1:spend' };
    await spendPoints(t.ctx.db, spend);
    await spendPoints(t.ctx.db, spend);
    expect(await pointsBalanceOf(t.ctx.db, userId)).toBe(300);
    expect(await returnPoints(t.ctx.db, { userId, ref: 'mall:1:spend', reason: '取消兑换：水杯' })).toBe(200);
    expect(await returnPoints(t.ctx.db, { userId, ref: 'mall:1:spend', reason: '取消兑换：水杯' })).toBe(0);
    expect(await returnPoints(t.ctx.db, { userId, ref: 'mall:404:spend', reason: 'x' })).toBe(0);
    expect(await pointsBalanceOf(t.ctx.db, userId)).toBe(500);
    const rows = await entries(userId);
    expect(rows.map((r) => [r.kind, r.points, r.expires_on])).toEqual([
      ['adjust', 500, '2099-12-31'],
      ['spend', -200, null],
      ['reverse', 200, '2099-12-31'],
    ]);
    expect(rows[2]?.reverses_entry_id).toBe(rows[1]?.id);
    expect(rows[2]?.reason).toBe('取消兑换：水杯');
  });

  it('refuses a non-member and a spend beyond the unexpired points with 4009, writing nothing', async () => {
    const { userId: stranger } = await loginParentFresh(t);
    await expect(
      spendPoints(t.ctx.db, { userId: stranger, points: 1, reason: 'x', ref: 'r1' }),
    ).rejects.toMatchObject({
      code: 4009,
      message: '请先激活会员积分',
    });
    const userId = await member(100, '2000-12-31');
    await givePoints(t.ctx.db, {
      userId,
      points: 50,
      kind: 'adjust',
      reason: '测试',
      ref: 'fresh',
      expiresOn: null,
    });
    expect(await pointsBalanceOf(t.ctx.db, userId)).toBe(150);
    await expect(spendPoints(t.ctx.db, { userId, points: 51, reason: 'x', ref: 'r2' })).rejects.toMatchObject(
      {
        code: 4009,
        message: '积分不足',
      },
    );
    await spendPoints(t.ctx.db, { userId, points: 50, reason: 'x', ref: 'r3' });
    expect(await pointsBalanceOf(t.ctx.db, userId)).toBe(100);
    expect((await entries(userId)).length).toBe(3);
  });

  it('R8: 20 concurrent spends of the same points, each under its own ref: exactly one wins', async () => {
    const userId = await member(100, null);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        spendPoints(t.ctx.db, { userId, points: 80, reason: '兑换', ref: `race:${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 4009, message: '积分不足' });
    expect(await pointsBalanceOf(t.ctx.db, userId)).toBe(20);
  });

  it('R8: 20 concurrent spends under one ref write one entry, and 20 concurrent returns give back once', async () => {
    const userId = await member(100, null);
    const spend = { userId, points: 60, reason: '兑换', ref: 'same' };
    await Promise.all(Array.from({ length: 20 }, () => spendPoints(t.ctx.db, spend)));
    expect(await pointsBalanceOf(t.ctx.db, userId)).toBe(40);
    const given = await Promise.all(
      Array.from({ length: 20 }, () => returnPoints(t.ctx.db, { userId, ref: 'same', reason: '退回' })),
    );
    expect(given.sort((a, b) => b - a)).toEqual([60, ...Array(19).fill(0)]);
    expect(await pointsBalanceOf(t.ctx.db, userId)).toBe(100);
  });

  it('the nightly check finds a planted negative balance and a spend given back twice, and only those', async () => {
    const userId = await member(100, null);
    await spendPoints(t.ctx.db, { userId, points: 40, reason: '兑换', ref: 'planted' });
    const row = (values: { points: number; kind: 'spend' | 'reverse'; ref: string; reverses?: number }) => ({
      user_id: userId,
      points: values.points,
      kind: values.kind,
      reason: '对账测试',
      ref: values.ref,
      reverses_entry_id: values.reverses ?? null,
      counterpart_user_id: null,
      entry_on: '2026-01-01',
      expires_on: null,
      staff_id: null,
      created_at: new Date().toISOString(),
    });
    const spendId = (
      await t.ctx.db.kysely
        .selectFrom('points_entries')
        .select('id')
        .where('user_id', '=', userId)
        .where('ref', '=', 'planted')
        .executeTakeFirstOrThrow()
    ).id;
    // Written around the service, as a bug or a hand edit would: 50 back for a spend of 40, then -300.
    await t.ctx.db.kysely
      .insertInto('points_entries')
      .values([
        row({ points: 50, kind: 'reverse', ref: 'planted:back', reverses: spendId }),
        row({ points: -300, kind: 'spend', ref: 'planted:over' }),
      ])
      .execute();
    try {
      const found = (await pointsDifferences(t.ctx.db)).filter((d) => d.userId === userId);
      expect(found.map((d) => d.detail)).toEqual(
        expect.arrayContaining(['积分余额为负：-190', `流水 ${spendId} 扣减 40 分，退回却有 50 分`]),
      );
      expect(found.every((d) => d.userId === userId)).toBe(true);
    } finally {
      await t.ctx.db.kysely.deleteFrom('points_entries').where('user_id', '=', userId).execute();
    }
  });
});
