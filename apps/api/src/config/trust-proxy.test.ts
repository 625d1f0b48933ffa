import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('takes nobody, a hop count, or the proxies’ addresses and ranges', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy(' 10.0.0.0/8, ::1 ,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });
  it('refuses true, names, bad ranges and silly hop counts', () => {
    expect(parseTrustProxy('true')).toMatch(/would believe any X-Forwarded-For/);
    expect(parseTrustProxy('nginx')).toMatch(/not an IP address.*nginx/);
    expect(parseTrustProxy('10.0.0.0/33')).toMatch(/10\.0\.0\.0\/33/);
    expect(parseTrustProxy('10.0.0.1/8/1')).toMatch(/not an IP/);
    expect(parseTrustProxy('999.1.1.1')).toMatch(/not an IP/);
    expect(parseTrustProxy('11')).toMatch(/1 to 10/);
  });
  it('is validated at start-up', () => {
    expect(loadConfig({ TRUST_PROXY: '192.168.1.2,10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '192.168.1.2',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('operating settings', () => {
  it('listens on loopback unless HOST opens it', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
  it('metrics need a token of at least 32 characters when enabled', () => {
    expect(loadConfig({}).METRICS_ENABLED).toBe(false);
    expect(() => loadConfig({ METRICS_ENABLED: 'true' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: 'x'.repeat(32) }).METRICS_ENABLED).toBe(true);
  });
  it('counts the rate limit in memory for one process, shared with PostgreSQL or Redis', () => {
    expect(loadConfig({}).rateLimitStore).toBe('memory');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db' }).rateLimitStore).toBe('database');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).rateLimitStore).toBe('redis');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db', RATE_LIMIT_STORE: 'memory' }).rateLimitStore,
    ).toBe('memory');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'database' })).toThrow(/PostgreSQL/);
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/REDIS_URL/);
  });
});
