import type { Db } from '../../db/database.ts';
import * as repo from './coupons.repository.ts';

/**
 * The coupons part of the nightly reconciliation (issue 15): every campaign's cached count of coupons
 * handed out must equal the coupons that exist. One difference per campaign that does not add up, in
 * the shape reconciliation checks answer (`subject`, `detail`); none when all is well.
 */
export const couponDifferences = async (db: Db) =>
  (await repo.stockDifferences(db)).map((r) => ({
    subject: `coupon_campaign ${r.id}`,
    detail: `已发放计数 ${r.issued_count} 张，实有优惠券 ${Number(r.coupons)} 张`,
  }));
