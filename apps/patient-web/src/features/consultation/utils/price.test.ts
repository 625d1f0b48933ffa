import { describe, expect, it } from 'vitest';
import { minutesText, priceText } from './price.ts';

describe('priceText', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(priceText(3900)).toBe('¥39.00');
    expect(priceText(1)).toBe('¥0.01');
    expect(priceText(12_345)).toBe('¥123.45');
  });
  it('shows a free service as 免费', () => {
    expect(priceText(0)).toBe('免费');
  });
  it('refuses a price that is not whole fen rather than rounding it', () => {
    expect(() => priceText(39.5)).toThrow(RangeError);
  });
});

describe('minutesText', () => {
  it('reads minutes, hours and days', () => {
    expect(minutesText(30)).toBe('30分钟');
    expect(minutesText(120)).toBe('2小时');
    expect(minutesText(90)).toBe('1小时30分钟');
    expect(minutesText(4320)).toBe('3天');
    expect(minutesText(1500)).toBe('25小时');
  });
});
