import { describe, expect, it } from 'vitest';
import { memberLookupOf } from './member-lookup.ts';

describe('member lookup', () => {
  it('reads a phone or a card number, and nothing else', () => {
    expect(memberLookupOf('13912340151')).toEqual({ mobile: '13912340151' });
    expect(memberLookupOf(' 8800 1234 5678 ')).toEqual({ cardNumber: '880012345678' });
    expect(memberLookupOf('12912340151')).toEqual({ cardNumber: '12912340151' });
    expect(memberLookupOf('张三')).toBeNull();
    expect(memberLookupOf('123')).toBeNull();
    expect(memberLookupOf(undefined)).toBeNull();
  });
});
