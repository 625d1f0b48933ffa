import type { Db } from '../../db/database.ts';
import { findSellsPackageCards } from './sale-settings.repository.ts';

/**
 * Whether the clinic sells package cards (院区设置 "销售套餐卡"). Off until a manager turns it on: some
 * cities bar medical institutions from selling prepaid cards (预付卡), so the clinic checks its local
 * rule first. Off too before any facility exists.
 */
export const clinicSellsPackageCards = async (db: Db): Promise<boolean> =>
  (await findSellsPackageCards(db)) === 1;
