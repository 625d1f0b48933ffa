import type { Db } from '../../db/database.ts';

/** The accounts module's types that other modules hold. */

/**
 * What one module does with its rows when a parent's WeChat-only account is merged into the account
 * that owns the phone they bind (accounts/account-merge.ts): the same person, so what they did follows
 * them, unless a row only makes sense on the closed account. Every column that names a parent account
 * ('table.column') has exactly one decision; apps/api/test/account-merge-decisions.int.test.ts fails
 * when a column has none.
 */
export interface AccountMergeStep {
  /** The columns naming a parent account that this step decides for, as 'table.column'. */
  readonly columns: readonly string[];
  /** Moves the rows to the surviving account, inside the merge's one transaction. */
  readonly move?: (trx: Db, fromUserId: number, intoUserId: number) => Promise<void>;
  /** Why the rows stay with the closed account instead (no `move`). */
  readonly staysBecause?: string;
}
