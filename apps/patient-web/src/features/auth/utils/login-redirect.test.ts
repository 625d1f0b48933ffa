import { describe, expect, it } from 'vitest';
import { loginRedirectTarget } from './login-redirect.ts';

describe('loginRedirectTarget', () => {
  it('keeps pages of the app with their query', () => {
    expect(loginRedirectTarget('/pages/newFun/updateBaby?babyId=3')).toBe(
      '/pages/newFun/updateBaby?babyId=3',
    );
  });
  it('refuses other sites, script URLs and the login page itself', () => {
    expect(loginRedirectTarget('https://evil.example/pages/x')).toBeNull();
    expect(loginRedirectTarget('//evil.example')).toBeNull();
    expect(loginRedirectTarget('javascript:alert(1)')).toBeNull();
    expect(loginRedirectTarget('/pages/home/register?mode=bind')).toBeNull();
    expect(loginRedirectTarget(null)).toBeNull();
  });
});
