import type { Db } from '../../db/database.ts';
import * as repo from './mall.repository.ts';

/** The reconciliation: goods whose stock differs from the sum of their stock entries. */
export const stockDifferences = async (db: Db) =>
  (await repo.goodsOffLedger(db)).map((g) => ({
    goodsId: g.id,
    detail: `商品 ${g.id}: 库存 ${g.stock}，台账合计 ${Number(g.sum ?? 0)}`,
  }));

/** The stock check in the shape reconciliation runs keep. */
export const mallStockCheck = async (db: Db) =>
  (await stockDifferences(db)).map((d) => ({ subject: `商品 ${d.goodsId}`, detail: d.detail }));
