import type { BillLine, CouponOffer } from './checkout-types.ts';

/** Why a coupon cannot be used at all today (state and dates), or null when it can be tried. */
export const couponBlocker = (c: CouponOffer, today: string): string | null => {
  if (c.state === 'used') return '已使用';
  if (c.state === 'expired' || c.validTo < today) return '已过期';
  if (c.validFrom > today) return `${c.validFrom}起可用`;
  return null;
};

export const inCouponScope = (c: CouponOffer, line: BillLine) =>
  c.serviceCodes === null || c.serviceCodes.includes(line.serviceCode);

/** The coupon's discount on `baseFen` (never more than the base, a percentage rounded down to the fen). */
export const couponDiscountFen = (c: CouponOffer, baseFen: number) => {
  const off =
    c.kind === 'amount'
      ? c.valueFen
      : Math.min(c.capFen ?? baseFen, Math.floor((baseFen * c.percentOff) / 100));
  return Math.min(off, baseFen);
};

const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));

/** The coupon's rule in plain words: 满100元减20元, 无门槛减5元, 满50元打9折（最多减10元）. */
export const couponRuleText = (c: CouponOffer) => {
  const threshold = c.thresholdFen > 0 ? `满${yuan(c.thresholdFen)}元` : '无门槛';
  if (c.kind === 'amount') return `${threshold}减${yuan(c.valueFen)}元`;
  const pay = 100 - c.percentOff;
  const fold = pay % 10 === 0 ? String(pay / 10) : (pay / 10).toFixed(1);
  const cap = c.capFen === null ? '' : `（最多减${yuan(c.capFen)}元）`;
  return `${threshold}打${fold}折${cap}`;
};
