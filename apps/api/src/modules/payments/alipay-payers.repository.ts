import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';

/** The Alipay user id a parent authorised for one Alipay app (migration 025). */
export const alipayUserIdOf = async (db: Db, userId: number, appId: string): Promise<string | null> =>
  (
    await db.kysely
      .selectFrom('alipay_payers')
      .select('alipay_user_id')
      .where('user_id', '=', userId)
      .where('app_id', '=', appId)
      .executeTakeFirst()
  )?.alipay_user_id ?? null;

/** Keeps the newest authorisation: a parent who switched Alipay accounts pays from the new one. */
export const saveAlipayUserId = async (db: Db, userId: number, appId: string, alipayUserId: string) => {
  const now = nowIso();
  await db.kysely
    .insertInto('alipay_payers')
    .values({
      user_id: userId,
      app_id: appId,
      alipay_user_id: alipayUserId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'app_id']).doUpdateSet({ alipay_user_id: alipayUserId, updated_at: now }),
    )
    .execute();
};

/** An account merge (accounts/account-merge.ts): the Alipay payer id of the merged account, where the survivor has none for that app. */
export const moveAlipayPayersToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  // One payer id per account and Alipay app: the survivor's own wins; the merged one's stays behind.
  const held = trx.kysely.selectFrom('alipay_payers').select('app_id').where('user_id', '=', intoUserId);
  await trx.kysely
    .updateTable('alipay_payers')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .where('app_id', 'not in', held)
    .execute();
};
