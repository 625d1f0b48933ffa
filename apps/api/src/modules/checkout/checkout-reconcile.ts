import type { Db } from '../../db/database.ts';
import * as repo from './order-checkouts.repository.ts';

/** The nightly proof that every order costs what its checkout said the parent would pay. */
export const checkoutDifferences = async (db: Db) =>
  (await repo.checkoutsThatDifferFromTheirOrder(db)).map((c) => ({
    subject: `订单 ${c.orderNo}`,
    detail: `订单金额 ${c.amountFen} 分，结算应付 ${c.payFen} 分`,
  }));
