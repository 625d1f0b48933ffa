import { describe, expect, it } from 'vitest';
import { exchangePurpose, maxQuantity, quantityFrom, totalPoints, exchangeBlock } from './exchange-rules.ts';

describe('exchange rules', () => {
  it('caps the quantity by stock, the per-exchange limit and the balance', () => {
    expect(maxQuantity(3, 100, 10_000)).toBe(3);
    expect(maxQuantity(50, 100, 10_000)).toBe(10);
    expect(maxQuantity(50, 300, 1_000)).toBe(3);
    expect(maxQuantity(5, 300, 299)).toBe(0);
    expect(maxQuantity(0, 1, 100)).toBe(0);
  });

  it('adds up the points and names each set of details apart', () => {
    expect(totalPoints(300, 2)).toBe(600);
    expect(exchangePurpose({ goodsId: 1, quantity: 2, addressId: 3 })).not.toBe(
      exchangePurpose({ goodsId: 1, quantity: 1, addressId: 3 }),
    );
  });

  it('reads the quantity from the address within bounds', () => {
    expect(quantityFrom(null, 5)).toBe(1);
    expect(quantityFrom('3', 5)).toBe(3);
    expect(quantityFrom('9', 5)).toBe(5);
    expect(quantityFrom('-2', 5)).toBe(1);
    expect(quantityFrom('x', 5)).toBe(1);
    expect(quantityFrom('2', 0)).toBe(1);
  });

  it('says why 兑换 is off: out of stock first, then too few points', () => {
    expect(exchangeBlock(0, 300, 1000)).toBe('已兑完');
    expect(exchangeBlock(3, 300, 299)).toBe('积分不足');
    expect(exchangeBlock(3, 300, 300)).toBeNull();
  });
});
