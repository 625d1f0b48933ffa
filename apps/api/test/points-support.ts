import { randomUUID } from 'node:crypto';
import { addBaby } from './booking-fixtures.ts';
import { loginParentFresh, type TestApp } from './harness.ts';

/** Helpers for the members and points suites. */

export const W = '/opordering/wechatapp';
export const NOTICE_VERSION = '2026-11';
export type Parent = { token: string; userId: number; mobile: string };

export const requestKey = () => randomUUID();

/** A parent with a baby bound to a new clinic record; returns the record's pid too. */
export const parentWithRecord = async (t: TestApp, babyName = '小明') => {
  const parent = await loginParentFresh(t);
  const babyId = await addBaby(t, parent.token, babyName);
  const bound = await t.call<{ pid: string }>('POST', `${W}/addBindRecordBaby`, {
    token: parent.token,
    body: { babyId },
  });
  if (!bound.body.success) throw new Error(`addBindRecordBaby: ${bound.raw}`);
  const baby = await t.ctx.db.kysely
    .selectFrom('babies')
    .select('pid')
    .where('id', '=', babyId)
    .executeTakeFirstOrThrow();
  return { ...parent, babyId, pid: baby.pid ?? '' };
};

export const activate = async (t: TestApp, token: string) => {
  const res = await t.call<{ isMember: boolean }>('POST', `${W}/memberCard/activate`, {
    token,
    body: { agreeNotice: true, noticeVersion: NOTICE_VERSION },
  });
  if (!res.body.success) throw new Error(`activate: ${res.raw}`);
  return res.body.data;
};

/** A manager's adjustment over HTTP (how the tests give points to a member). */
export const adjust = (
  t: TestApp,
  managerToken: string,
  userId: number,
  points: number,
  key = requestKey(),
) =>
  t.call<{ entryId: number; balance: number }>('POST', '/api/console/members/points/adjust', {
    token: managerToken,
    body: { userId, points, reason: '测试调整', requestKey: key },
  });

export const ledgerRows = (t: TestApp, userId: number) =>
  t.ctx.db.kysely
    .selectFrom('points_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

export const balanceRow = async (t: TestApp, userId: number) =>
  (await ledgerRows(t, userId)).reduce((a, r) => a + r.points, 0);

/** The newest SMS code sent to a phone (the development outbox). */
export const lastCode = async (t: TestApp, mobile: string) => {
  const outbox = await t.call<{ list: { code: string }[] }>('GET', '/dev/sms-outbox', { query: { mobile } });
  return outbox.body.data.list[0]?.code ?? '';
};
