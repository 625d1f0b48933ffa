import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnifiedSocialCreditCode, usccCheckCharacter } from './invoice-rules.ts';

// Codes printed on business licences (public registrations).
const REAL_CODES = [
  '91350100M000100Y43',
  '91110000802100433B', // 中国石油天然气集团
  '91440300708461136T', // 腾讯科技（深圳）
  '91330100799655058B', // 阿里巴巴（中国）网络技术
  '12100000400000624D', // a public institution (事业单位)
];

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

describe('isUnifiedSocialCreditCode (GB 32100-2015)', () => {
  it('accepts codes from real licences', () => {
    for (const code of REAL_CODES) expect(isUnifiedSocialCreditCode(code), code).toBe(true);
  });

  it('computes the check character of the standard weights', () => {
    expect(usccCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(usccCheckCharacter('9135010OM000100Y4')).toBeNull(); // O is not a code character
    expect(usccCheckCharacter('short')).toBeNull();
  });

  it('refuses a wrong check character, lower case, letters it excludes and the wrong length', () => {
    expect(isUnifiedSocialCreditCode('91350100M000100Y44')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100m000100y43')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100Y4')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100Y433')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100I000100Y43')).toBe(false);
    expect(isUnifiedSocialCreditCode('')).toBe(false);
  });

  it('catches every change of one character and every swap of two different neighbours', () => {
    const valid = fc
      .tuple(
        fc.constantFrom(...'9'),
        fc.constantFrom(...'1'),
        fc.stringMatching(/^\d{6}$/),
        fc.array(fc.constantFrom(...CHARSET), { minLength: 9, maxLength: 9 }),
      )
      .map(([a, b, region, org]) => {
        const first17 = `${a}${b}${region}${org.join('')}`;
        return `${first17}${usccCheckCharacter(first17)}`;
      });
    fc.assert(
      fc.property(valid, fc.integer({ min: 2, max: 16 }), fc.constantFrom(...CHARSET), (code, at, ch) => {
        expect(isUnifiedSocialCreditCode(code)).toBe(true);
        if (code.charAt(at) !== ch && (at > 7 || /\d/.test(ch))) {
          const changed = `${code.slice(0, at)}${ch}${code.slice(at + 1)}`;
          expect(isUnifiedSocialCreditCode(changed)).toBe(false);
        }
        const x = code.charAt(at);
        const y = code.charAt(at + 1);
        if (at < 16 && x !== y) {
          const swapped = `${code.slice(0, at)}${y}${x}${code.slice(at + 2)}`;
          expect(isUnifiedSocialCreditCode(swapped)).toBe(false);
        }
      }),
    );
  });
});
