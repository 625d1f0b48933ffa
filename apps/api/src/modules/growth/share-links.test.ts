import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskName, readShareToken, signShareToken } from './share-links.ts';

const SECRET = 'a-test-share-link-secret';
const EXPIRES = new Date('2026-05-01T08:00:00.123Z');

describe('share tokens', () => {
  it('are shareId.expiresAtMs.HMAC-SHA256(base64url) over both, and read back', () => {
    const token = signShareToken(SECRET, 42, EXPIRES);
    const mac = createHmac('sha256', SECRET).update(`share:42:${EXPIRES.getTime()}`).digest('base64url');
    expect(token).toBe(`42.${EXPIRES.getTime()}.${mac}`);
    expect(readShareToken(SECRET, token)).toEqual({ shareId: 42, expiresAtMs: EXPIRES.getTime() });
  });

  it('refuse any changed character, a swapped id or expiry, another secret, and garbage', () => {
    const token = signShareToken(SECRET, 42, EXPIRES);
    for (let i = 0; i < token.length; i++) {
      const c = token[i] === 'A' ? 'B' : 'A';
      const changed = token.slice(0, i) + c + token.slice(i + 1);
      if (changed !== token) expect(readShareToken(SECRET, changed), changed).toBeNull();
    }
    const [, ms, mac] = token.split('.');
    expect(readShareToken(SECRET, `43.${ms}.${mac}`)).toBeNull();
    expect(readShareToken(SECRET, `42.${EXPIRES.getTime() + 86_400_000}.${mac}`)).toBeNull();
    expect(readShareToken('another-secret-of-16+', token)).toBeNull();
    for (const bad of ['', '42', `42.${ms}`, `042.${ms}.${mac}`, `${token}.x`, `42.${ms}.${mac}=`])
      expect(readShareToken(SECRET, bad), bad).toBeNull();
  });
});

describe('maskName', () => {
  it('keeps the first character and masks each further one', () => {
    expect(maskName('王小明')).toBe('王**');
    expect(maskName('欧阳娜娜')).toBe('欧***');
    expect(maskName('李')).toBe('李');
    expect(maskName(' 张三 ')).toBe('张*');
    expect(maskName('𠮷野家')).toBe('𠮷**');
    expect(maskName('')).toBe('');
  });
});
