import { describe, expect, it } from 'vitest';
import { hashToken, newSessionToken, tokenFromHeaders } from './bearer-token.ts';

describe('session tokens', () => {
  it('reads Bearer, bare Authorization and user_token headers', () => {
    expect(tokenFromHeaders({ authorization: 'Bearer abc' })).toBe('abc');
    expect(tokenFromHeaders({ authorization: 'bearer  abc ' })).toBe('abc');
    expect(tokenFromHeaders({ authorization: 'abc' })).toBe('abc');
    expect(tokenFromHeaders({ user_token: 'xyz' })).toBe('xyz');
    expect(tokenFromHeaders({ authorization: 'Bearer ', user_token: 'xyz' })).toBe('xyz');
    expect(tokenFromHeaders({})).toBeNull();
  });
  it('makes long random tokens and stores only a hash', () => {
    const a = newSessionToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(a).not.toBe(newSessionToken());
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toContain(a);
  });
});
