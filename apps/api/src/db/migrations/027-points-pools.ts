import type { Kysely } from 'kysely';

/**
 * An account merged into another brings its points entries along (issue 21: a parent's WeChat-only
 * account merged into the one that owns the phone they bind). `pool_user_id` names the account whose
 * lots such an entry belongs to, so the merged ledger replays exactly as the two did apart (a spend of
 * one never takes the other's lots after the fact); null is the account's own. The merge then carries
 * the merged account's live lots into the own pool with their validity (modules/points/points-merge.ts).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('points_entries')
    .addColumn('pool_user_id', 'integer', (c) => c.references('users.id'))
    .execute();
};
