import { describe, expect, it } from 'vitest';
import { discountWords, maskedCardNumber, maskedPersonName } from './member-rules.ts';

describe('member rules', () => {
  it('says a discount as a price tag does', () => {
    expect(discountWords(95)).toBe('9.5折');
    expect(discountWords(90)).toBe('9折');
    expect(discountWords(88)).toBe('8.8折');
    expect(discountWords(100)).toBe('原价');
    expect(() => discountWords(0)).toThrow(RangeError);
    expect(() => discountWords(95.5)).toThrow(RangeError);
  });

  it('hides all but what confirms a person or a card', () => {
    expect(maskedCardNumber('SP0000001234')).toBe('********1234');
    expect(maskedCardNumber('123')).toBe('123');
    expect(maskedPersonName('张三')).toBe('张*');
    expect(maskedPersonName('欧阳小明')).toBe('欧***');
    expect(maskedPersonName('李')).toBe('*');
    expect(maskedPersonName(' ')).toBe('');
  });
});
