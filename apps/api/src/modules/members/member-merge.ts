import type { Db } from '../../db/database.ts';
import type { AccountMergeStep } from '../accounts/accounts.types.ts';
import * as repo from './members.repository.ts';

/**
 * Membership in an account merge. A survivor that is no member takes the merged account's membership
 * as it was (card type, the notice version agreed to, when); one that is keeps its own. The merged
 * account's cards move unless the survivor holds a card for the same clinic record already (that one
 * stays behind on the closed account); a membership left with no cards goes with its account.
 */
const mergeMembership = async (trx: Db, fromUserId: number, intoUserId: number): Promise<void> => {
  const merged = await repo.findMember(trx, fromUserId);
  if (!merged) return;
  if (!(await repo.findMember(trx, intoUserId)))
    await repo.insertMember(trx, { ...merged, user_id: intoUserId });
  await repo.moveCardsToMember(trx, fromUserId, intoUserId);
  await repo.deleteCardlessMember(trx, fromUserId);
};

export const memberMergeStep: AccountMergeStep = {
  columns: ['members.user_id', 'member_cards.user_id'],
  move: mergeMembership,
};
