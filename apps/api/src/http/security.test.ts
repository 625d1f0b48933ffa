import { describe, expect, it } from 'vitest';
import { isLoopback, pageHeaders, socketOrigin } from './security.ts';

describe('page CSP connect-src', () => {
  it('names only our own origin for sockets, never any ws:/wss: host', () => {
    const csp = pageHeaders({ isProduction: false, PUBLIC_BASE_URL: undefined })['content-security-policy'];
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:(;|\s|$)/);
    const prod = pageHeaders({ isProduction: true, PUBLIC_BASE_URL: 'https://clinic.example.cn' })[
      'content-security-policy'
    ];
    expect(prod).toMatch(/connect-src 'self' wss:\/\/clinic\.example\.cn(;|$)/);
  });
  it('turns the public origin into its socket origin', () => {
    expect(socketOrigin('https://clinic.example.cn/')).toEqual(['wss://clinic.example.cn']);
    expect(socketOrigin('http://192.168.1.5:8080')).toEqual(['ws://192.168.1.5:8080']);
    expect(socketOrigin(undefined)).toEqual([]);
  });
});

describe('loopback addresses (the /dev pages)', () => {
  it('are 127.0.0.0/8 and ::1, also IPv4-mapped', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of ['192.168.1.5', '10.0.0.1', '::ffff:192.168.1.5', '128.0.0.1', '', undefined])
      expect(isLoopback(a)).toBe(false);
  });
});
