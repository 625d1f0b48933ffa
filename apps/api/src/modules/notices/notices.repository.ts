import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';

/**
 * Records a notice once per key (`<kind>:<subject id>`); null when it was given already, so whoever
 * asks again (a job run twice, a hook replayed) posts and queues nothing.
 */
export const insertNoticeOnce = async (
  trx: Db,
  notice: { key: string; kind: string; subjectId: number; userId: number; channels: readonly string[] },
): Promise<number | null> =>
  (
    await trx.kysely
      .insertInto('notices')
      .values({
        notice_key: notice.key,
        kind: notice.kind,
        subject_id: notice.subjectId,
        user_id: notice.userId,
        message_id: null,
        channels: notice.channels.join(','),
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.column('notice_key').doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id ?? null;

/** Which of these keys name notices given already (the unique index on notice_key answers it). */
export const findNoticeKeys = async (db: Db, keys: readonly string[]): Promise<string[]> =>
  keys.length === 0
    ? []
    : (
        await db.kysely.selectFrom('notices').select('notice_key').where('notice_key', 'in', keys).execute()
      ).map((r) => r.notice_key);

export const setNoticeMessage = async (trx: Db, id: number, messageId: number): Promise<void> => {
  await trx.kysely.updateTable('notices').set({ message_id: messageId }).where('id', '=', id).execute();
};

/** An account merge (accounts/account-merge.ts): the notices already given stay given (their keys name the subject, not the account). */
export const moveNoticesToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('notices')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
