import type { CouponOffer, PointsOffer } from '@sprout/domain';
import type { ValueSource } from '../src/modules/checkout/checkout.service.ts';
import { writeAudit } from '../src/modules/audit/audit.service.ts';

/**
 * A value source for the clinic-fee tests only (the real ones, member discount, coupons, points and
 * package cards, are other modules'): it offers what `offered` says and writes what it takes and gives
 * back as audit rows in the caller's transaction, so a test sees whether a take stayed with its order.
 */
export const offered: { points: PointsOffer | null; coupons: CouponOffer[]; failTake: boolean } = {
  points: null,
  coupons: [],
  failTake: false,
};

export const TEST_COUPON: CouponOffer = {
  couponId: 7001,
  name: '检查满减券',
  kind: 'amount',
  valueFen: 2000,
  percentOff: 0,
  capFen: null,
  thresholdFen: 0,
  serviceCodes: ['EX-XRAY'],
  stacksWithMemberDiscount: true,
  validFrom: '2020-01-01',
  validTo: '2099-12-31',
  state: 'unused',
};

export const testValueSource: ValueSource = {
  offers: async () => ({
    memberDiscounts: [{ category: 'lab', payPercent: 90, label: '检验费9折' }],
    coupons: offered.coupons,
    points: offered.points,
  }),
  take: async (trx, family, order, checkout) => {
    if (offered.failTake) throw new Error('test source refused');
    await writeAudit(trx, {
      actorType: 'parent',
      actorId: family.userId,
      action: 'test.source.take',
      subjectType: 'order',
      subjectId: order.order_no,
      detail: { couponId: checkout.couponId, pointsUsed: checkout.pointsUsed },
    });
  },
  giveBack: async (trx, order) => {
    await writeAudit(trx, {
      actorType: 'system',
      actorId: null,
      action: 'test.source.giveBack',
      subjectType: 'order',
      subjectId: order.order_no,
    });
  },
};
