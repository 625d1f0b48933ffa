import type { Db } from '../../db/database.ts';
import * as repo from './package-cards.repository.ts';

/** The reconciliation: every service whose cached uses left differ from its entries (none in a sound ledger). */
export const packageCardDifferences = async (db: Db) =>
  (await repo.servicesOffLedger(db)).map((s) => ({
    cardId: s.card_id,
    detail: `套餐卡服务 ${s.id}: 剩余 ${s.uses_left}，台账合计 ${Number(s.sum ?? 0)}`,
  }));

/** The uses check in the shape reconciliation runs keep. */
export const packageCardsCheck = async (db: Db) =>
  (await packageCardDifferences(db)).map((d) => ({ subject: `套餐卡 ${d.cardId}`, detail: d.detail }));
