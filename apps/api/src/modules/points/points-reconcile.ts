import { pointsBalance, pointsLots } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import * as repo from './points.repository.ts';
import { ledgerOf } from './points.service.ts';

/**
 * The nightly proof for the points ledger: every account's entries replay into lots without ever
 * taking more than there was, no balance is negative, and no entry was given back for more than it
 * took. There is no cached balance: the balance is always the sum of the entries, so the sum is what
 * is checked. An empty answer means no difference.
 */
export const pointsDifferences = async (db: Db): Promise<{ userId: number; detail: string }[]> => {
  const found: { userId: number; detail: string }[] = [];
  for (const userId of await repo.accountsWithEntries(db)) {
    const entries = await ledgerOf(db, userId);
    const balance = pointsBalance(entries);
    if (balance < 0) found.push({ userId, detail: `balance ${balance} is negative` });
    try {
      pointsLots(entries);
    } catch (err) {
      found.push({ userId, detail: err instanceof Error ? err.message : String(err) });
    }
    const rows = await repo.entriesOf(db, userId);
    for (const taken of rows.filter((r) => r.points < 0)) {
      const back = rows.filter((r) => r.reverses_entry_id === taken.id && r.points > 0);
      const total = back.reduce((a, r) => a + r.points, 0);
      if (total > -taken.points)
        found.push({ userId, detail: `entry ${taken.id} took ${-taken.points} and was given back ${total}` });
    }
  }
  return found;
};
