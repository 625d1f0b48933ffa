import { pointsBalance, pointsLots } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import * as repo from './points.repository.ts';
import { toLedgerEntry } from './points.service.ts';
import type { PointsEntryRow } from '../../db/schema-points.ts';

/**
 * The nightly proof for the points ledger: every account's entries replay into lots without ever
 * taking more than there was, no balance is negative, and no entry was given back for more than it
 * took. There is no cached balance: the balance is always the sum of the entries, so the sum is what
 * is checked. An empty answer means no difference.
 */
export const pointsDifferences = async (db: Db): Promise<{ userId: number; detail: string }[]> => {
  const found: { userId: number; detail: string }[] = [];
  const accounts = await repo.accountsWithEntries(db);
  // One query per batch of accounts, not two per account: the check reads every entry each night.
  for (let i = 0; i < accounts.length; i += ACCOUNTS_PER_READ) {
    const rows = await repo.entriesOfAccounts(db, accounts.slice(i, i + ACCOUNTS_PER_READ));
    const byAccount = new Map<number, PointsEntryRow[]>();
    for (const row of rows) {
      const own = byAccount.get(row.user_id);
      if (own) own.push(row);
      else byAccount.set(row.user_id, [row]);
    }
    for (const [userId, own] of byAccount)
      found.push(...accountDifferences(own).map((detail) => ({ userId, detail })));
  }
  return found;
};

/** How many accounts' entries one query reads (kept under SQLite's bound-parameter limit). */
const ACCOUNTS_PER_READ = 500;

/** What is wrong with one account's entries (in id order); [] when nothing. */
const accountDifferences = (rows: readonly PointsEntryRow[]): string[] => {
  const found: string[] = [];
  const entries = rows.map(toLedgerEntry);
  const balance = pointsBalance(entries);
  if (balance < 0) found.push(`积分余额为负：${balance}`);
  try {
    pointsLots(entries);
  } catch (err) {
    found.push(err instanceof Error ? err.message : String(err));
  }
  const givenBack = new Map<number, number>();
  for (const r of rows)
    if (r.reverses_entry_id !== null && r.points > 0)
      givenBack.set(r.reverses_entry_id, (givenBack.get(r.reverses_entry_id) ?? 0) + r.points);
  for (const taken of rows.filter((r) => r.points < 0)) {
    const total = givenBack.get(taken.id) ?? 0;
    if (total > -taken.points) found.push(`流水 ${taken.id} 扣减 ${-taken.points} 分，退回却有 ${total} 分`);
  }
  return found;
};

/** The points check in the shape reconciliation runs keep. */
export const pointsCheck = async (db: Db) =>
  (await pointsDifferences(db)).map((d) => ({ subject: `积分账户 ${d.userId}`, detail: d.detail }));
