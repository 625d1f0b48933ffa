import { MAX_EXCHANGE_QUANTITY } from '@sprout/contract';

/**
 * The exchange form's arithmetic, as the page shows it before sending; the server decides again from
 * its own rows (the price, the stock, the balance), so these only keep the parent from a sure refusal.
 */

/** The most a parent can pick now: the stock, the per-exchange limit, and what the points pay for. */
export const maxQuantity = (stock: number, pointsPrice: number, balance: number): number =>
  Math.max(0, Math.min(stock, MAX_EXCHANGE_QUANTITY, Math.floor(balance / pointsPrice)));

export const totalPoints = (pointsPrice: number, quantity: number): number => pointsPrice * quantity;

/** The request key's purpose: one key per set of details, so changed details never reuse a key. */
export const exchangePurpose = (e: { goodsId: number; quantity: number; addressId: number }) =>
  `mall.exchange:${e.goodsId}:${e.quantity}:${e.addressId}`;

/** The quantity from the address (?quantity=), kept within 1 and the maximum. */
export const quantityFrom = (text: string | null, max: number): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) return 1;
  return Math.max(1, Math.min(n, Math.max(1, max)));
};

/** Why 兑换 is off for a goods, or null when the parent can exchange it: out of stock, or too few points. */
export const exchangeBlock = (
  stock: number,
  pointsPrice: number,
  balance: number,
): '已兑完' | '积分不足' | null => {
  if (stock <= 0) return '已兑完';
  if (balance < pointsPrice) return '积分不足';
  return null;
};
