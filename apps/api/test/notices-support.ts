import { expect } from 'vitest';
import { addGrowthBaby } from './growth-support.ts';
import { loginParentFresh, type TestApp } from './harness.ts';

/** What the notice suites read back: notice rows, in-app messages, the development SMS outbox. */

/** The notices of a kind (and subject), oldest first. */
export const noticesOf = (t: TestApp, kind: string, subjectId?: number) => {
  let q = t.ctx.db.kysely
    .selectFrom('notices')
    .select(['notice_key', 'subject_id', 'user_id', 'message_id', 'channels'])
    .where('kind', '=', kind);
  if (subjectId !== undefined) q = q.where('subject_id', '=', subjectId);
  return q.orderBy('id').execute();
};

/** A parent's in-app messages with this title, oldest first. */
export const messagesTitled = (t: TestApp, userId: number, title: string) =>
  t.ctx.db.kysely
    .selectFrom('system_messages')
    .select(['id', 'category', 'title', 'content', 'link'])
    .where('user_id', '=', userId)
    .where('title', '=', title)
    .orderBy('id')
    .execute();

/** The texts of one notice kind in the development outbox (`GET /dev/sms-outbox`), newest first. */
export const smsOf = async (t: TestApp, mobile: string, kind: string) => {
  const res = await t.call<{ list: { template: string; content: string }[] }>('GET', '/dev/sms-outbox', {
    query: { mobile },
  });
  return res.body.data.list.filter((m) => m.template === kind).map((m) => m.content);
};

/** Runs every job due at `at` until none is left. */
export const drainAt = async (t: TestApp, at: Date) => {
  for (let i = 0; i < 100; i++) if ((await t.runJobs(at)) === 0) return;
  throw new Error('jobs did not drain');
};

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/**
 * Another guardian of a clinic record: a fresh parent whose own profile of the child (same sex and
 * birthday, another name) binds the record with the desk's 档案二维码, as a father at the desk would.
 */
export const secondGuardian = async (t: TestApp, staff: string, pid: string, name: string) => {
  const child = await t.ctx.db.kysely
    .selectFrom('babies')
    .select(['sex', 'birthday'])
    .where('pid', '=', pid)
    .executeTakeFirstOrThrow();
  const parent = await loginParentFresh(t);
  const babyId = await addGrowthBaby(t, parent.token, { name, sex: child.sex, birthday: child.birthday });
  const card = await t.call<{ url: string }>('GET', '/api/console/reports/recordQrCode', {
    token: staff,
    query: { pid },
  });
  expect(card.body.success, card.raw).toBe(true);
  const qrCode = new URLSearchParams(card.body.data.url.split('?')[1]).get('recordQr') ?? '';
  const bound = await t.call('POST', '/opordering/wechatapp/qrCodeBindRecord', {
    token: parent.token,
    body: { babyId, qrCode },
  });
  expect(bound.body.success, bound.raw).toBe(true);
  return { ...parent, babyId };
};
