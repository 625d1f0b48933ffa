import { COUPON_TABS, type CouponTab, type CouponView } from '@sprout/contract';

/** The big figure on a coupon: 20 元 off, or 8.5 折 for 15 % off. */
export const couponFace = (c: Pick<CouponView, 'type' | 'amount' | 'percentOff'>) => {
  if (c.type === 'amount') {
    const yuan = c.amount / 100;
    return { value: Number.isInteger(yuan) ? String(yuan) : yuan.toFixed(2), unit: '元' };
  }
  const pay = 100 - c.percentOff;
  return { value: pay % 10 === 0 ? String(pay / 10) : (pay / 10).toFixed(1), unit: '折' };
};

/** A tab's title with its count: 未使用(3); no count while it is unknown. */
export const tabTitle = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label}(${count})`;

/** The tab an address names (`?tab=`); anything else is 未使用. */
export const couponTabOf = (key: string | null): CouponTab => COUPON_TABS.find((t) => t === key) ?? 'unused';
