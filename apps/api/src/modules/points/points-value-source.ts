import { usablePoints } from '@sprout/domain';
import type { ValueSource } from '../checkout/checkout.service.ts';
import { isActivatedMember } from '../members/members.service.ts';
import { currentPointsRule } from './points-rules.service.ts';
import { ledgerOf, returnPoints, spendPoints } from './points.service.ts';

export const spendRef = (orderId: number) => `order:${orderId}:spend`;

/**
 * Points paying part of a bill at checkout (value source 'points'): a member's unexpired points at the
 * rule's rate, up to the rule's share of what is left to pay; taken with the order, given back when
 * it closes unpaid or is refunded in whole.
 */
export const pointsValueSource: ValueSource = {
  offers: async (db, family, today) => {
    if (!(await isActivatedMember(db, family.userId))) return {};
    const rule = await currentPointsRule(db);
    const balance = usablePoints(await ledgerOf(db, family.userId), today);
    return { points: { balance, fenPerPoint: rule.fenPerPoint, maxPayPercent: rule.maxPayPercent } };
  },
  take: async (trx, family, order, checkout) => {
    if (checkout.pointsUsed <= 0) return;
    await spendPoints(trx, {
      userId: family.userId,
      points: checkout.pointsUsed,
      reason: `积分抵扣：${order.title}`,
      ref: spendRef(order.id),
    });
  },
  giveBack: async (trx, order) => {
    await returnPoints(trx, {
      userId: order.user_id,
      ref: spendRef(order.id),
      reason: `积分退回：${order.title}`,
    });
  },
};
