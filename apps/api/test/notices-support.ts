import type { TestApp } from './harness.ts';

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
