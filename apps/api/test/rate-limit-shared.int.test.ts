import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * The general rate limit shared by two API processes on one PostgreSQL database (RATE_LIMIT_STORE
 * database, the default there): a client spread over both is refused once its requests to both pass
 * the limit, at most one flush (half a second) late. On SQLite one process counts in memory.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const LIMIT = { RATE_LIMIT_PER_MINUTE: '10' };
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
/**
 * Waits until the shared row holds `n` hits, i.e. until the process that added the last of them has
 * flushed (a flush adds and reads the total back in one statement). Polled, not slept: under a loaded
 * CI machine a process's half-second flush can come late.
 */
const flushedTo = async (ip: string, n: number) => {
  const until = Date.now() + 15_000;
  for (;;) {
    const rows = await a.ctx.db.kysely
      .selectFrom('rate_limit_counters')
      .selectAll()
      .where('key', '=', ip)
      .execute();
    const sum = rows.reduce((total, r) => total + r.hits, 0);
    if (sum >= n || Date.now() > until) return sum;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('the general rate limit across processes', () => {
  it('counts in the database with PostgreSQL, in memory without', () => {
    expect(a.ctx.config.rateLimitStore).toBe(onPostgres ? 'database' : 'memory');
  });

  it.runIf(onPostgres)(
    'a client spread over two processes is refused past the limit of both together',
    async () => {
      const ip = '10.55.0.1';
      for (let i = 0; i < 6; i++) expect((await hit(a, ip)).status).toBe(200);
      expect(await flushedTo(ip, 6)).toBe(6);
      expect((await hit(b, ip)).status).toBe(200); // the 7th: b adds it to the row and reads 7 back
      expect(await flushedTo(ip, 7)).toBe(7);
      for (let i = 0; i < 3; i++) expect((await hit(b, ip)).status).toBe(200); // 8, 9, 10
      const refused = await hit(b, ip);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, code: 4029 });
      expect(await flushedTo(ip, 11)).toBe(11);
      // a learns the total at its next flush and refuses too.
      await hit(a, ip);
      expect(await flushedTo(ip, 12)).toBe(12);
      expect((await hit(a, ip)).status).toBe(429);
      // Another client is not affected.
      expect((await hit(a, '10.55.0.2')).status).toBe(200);
      expect(await flushedTo(ip, 13)).toBe(13);
    },
  );

  it.runIf(!onPostgres)(
    'with memory counting, each process keeps its own count (why several processes need the shared store)',
    async () => {
      const ip = '10.55.1.1';
      for (let i = 0; i < 10; i++) expect((await hit(a, ip)).status).toBe(200);
      expect((await hit(a, ip)).status).toBe(429);
      expect((await hit(b, ip)).status).toBe(200);
    },
  );
});
