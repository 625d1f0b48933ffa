import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * The general rate limit shared by two API processes through Redis (REDIS_URL; `npm test` starts a real
 * redis-server and passes TEST_REDIS_URL). Redis counts every hit at once, so the limit holds exactly
 * across both processes. In CI a missing Redis is a failure, not a skip.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const LIMIT = { RATE_LIMIT_PER_MINUTE: '10', REDIS_URL: redisUrl, RATE_LIMIT_STORE: 'redis' };

describe.runIf(redisUrl !== '')('the general rate limit through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ env: LIMIT });
    b = await startTestApp({ sharing: a, env: LIMIT });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
  const hit = (app: TestApp, ip: string) => app.call('GET', '/opordering/wechatapp/getFacilityList', { ip });

  it('counts a client spread over two processes as one: the 11th request is refused on either', async () => {
    expect(a.ctx.config.rateLimitStore).toBe('redis');
    const ip = `10.56.${process.pid % 250}.${Date.now() % 250}`;
    for (let i = 0; i < 5; i++) expect((await hit(a, ip)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await hit(b, ip)).status).toBe(200);
    const refusedA = await hit(a, ip);
    expect(refusedA.status).toBe(429);
    expect(refusedA.body).toMatchObject({ success: false, code: 4029 });
    expect((await hit(b, ip)).status).toBe(429);
    // Another client is not affected.
    expect((await hit(b, `${ip.split('.').slice(0, 3).join('.')}.251`)).status).toBe(200);
  });
});

describe.runIf(redisUrl === '' && Boolean(process.env.CI))('Redis in CI', () => {
  it('is started by npm test (TEST_REDIS_URL)', () => {
    expect(redisUrl, 'npm test did not start Redis: the shared rate limit went untested').not.toBe('');
  });
});
