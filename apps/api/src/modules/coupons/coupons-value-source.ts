import { addClinicDays, clinicToday } from '@sprout/domain';
import type { ValueSource } from '../checkout/checkout.service.ts';
import { conflict } from '../../http/app-error.ts';
import { toCouponOffer } from './coupon-view.ts';
import * as repo from './coupons.repository.ts';

/** How far back used and expired coupons are still offered, so checkout can say why they do not apply. */
const RECENT_DAYS = 30;

/**
 * Coupons as a value source of checkout (registered as 'coupons'). Offers: the parent's unused coupons
 * and those used or expired in the last 30 days. Take: the chosen coupon is marked used by the order
 * only `where used_order_id is null` (R8: of 20 orders taking one coupon at once, one gets it; the
 * others fail with 4009 and their orders roll back). Give back (the order closed unpaid, or refunded
 * in whole): the coupon is released. The rule: it comes back as it was, so within its dates it is
 * 未使用 again; past its last day it lands under 已过期 and no checkout will take it. An order gives
 * back only its own coupon, and only once (checkout marks the give-back; the update names the order).
 */
export const couponsValueSource: ValueSource = {
  offers: async (db, family, today) => {
    const rows = await repo.offerableCoupons(db, family.userId, addClinicDays(today, -RECENT_DAYS));
    return { coupons: rows.map((r) => toCouponOffer(r, today)) };
  },
  take: async (trx, family, order, checkout) => {
    if (checkout.couponId === null) return;
    const today = clinicToday();
    if (await repo.takeCoupon(trx, family.userId, checkout.couponId, order.id, today)) return;
    const now = await repo.findOwnCoupon(trx, family.userId, checkout.couponId);
    if (now && now.used_order_id === null && now.valid_to < today) throw conflict('优惠券已过期');
    throw conflict('优惠券已被使用');
  },
  giveBack: async (trx, order) => {
    await repo.releaseCoupon(trx, order.id);
  },
};
