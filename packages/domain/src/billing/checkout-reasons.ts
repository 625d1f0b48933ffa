import type { Adjustment, Checkout, CheckoutInput } from './checkout-types.ts';
import { couponRuleText } from './coupon-rules.ts';

type Chosen = Pick<Checkout, 'lines' | 'couponId' | 'pointsUsed' | 'packageUses'>;

const yuan = (fen: number) => (fen / 100).toFixed(2);
const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Each discount the checkout uses, with the one line the checkout page shows under it. */
export const checkoutAdjustments = (input: CheckoutInput, chosen: Chosen): Adjustment[] => {
  const out: Adjustment[] = [];
  const packageFen = total(chosen.lines.map((l) => l.packageFen));
  if (packageFen > 0) {
    const names = [
      ...new Set(chosen.packageUses.map((u) => input.packageCards.find((c) => c.cardId === u.cardId)?.name)),
    ];
    out.push({
      kind: 'package',
      amountFen: packageFen,
      reason: `套餐卡${names.map((n) => `「${n}」`).join('')}抵扣${chosen.packageUses.length}项，每项用1次`,
    });
  }
  const memberFen = total(chosen.lines.map((l) => l.memberFen));
  if (memberFen > 0) {
    const used = input.memberDiscounts.filter((d) =>
      chosen.lines.some(
        (l) => l.memberFen > 0 && input.lines.find((x) => x.lineId === l.lineId)?.category === d.category,
      ),
    );
    out.push({
      kind: 'member',
      amountFen: memberFen,
      reason: `会员折扣：${used.map((d) => d.label).join('，')}`,
    });
  }
  const couponFen = total(chosen.lines.map((l) => l.couponFen));
  const coupon = input.coupons.find((c) => c.couponId === chosen.couponId);
  if (coupon && couponFen > 0) {
    out.push({
      kind: 'coupon',
      amountFen: couponFen,
      reason: `优惠券「${coupon.name}」：${couponRuleText(coupon)}`,
    });
  }
  const pointsFen = total(chosen.lines.map((l) => l.pointsFen));
  if (pointsFen > 0 && input.points) {
    out.push({
      kind: 'points',
      amountFen: pointsFen,
      reason: `使用${chosen.pointsUsed}积分抵${yuan(pointsFen)}元（积分最多抵扣应付金额的${input.points.maxPayPercent}%）`,
    });
  }
  return out;
};
