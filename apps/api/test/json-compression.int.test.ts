import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../src/http/compression.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * With no proxy in front, the server compresses its own answers over 1 kB (brotli or gzip, as the
 * client accepts); small answers and clients that accept nothing get the bytes as they are; behind a
 * proxy that compresses, COMPRESS_RESPONSES=false turns it off. Request bodies are never inflated.
 */

const CITY_LIST = '/opordering/wechatapp/getCityList';
const REGION_TREE = '/online/usercenter/regionTree';

const get = (t: TestApp, url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('JSON answers compressed by the server itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('sends a large answer as brotli, or gzip, to a client that accepts it, with Vary', async () => {
    const plain = await get(t, '/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await get(t, '/api/openapi.json', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gz = await get(t, '/api/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('compresses a contract endpoint answer over 1 kB and leaves one under it alone', async () => {
    const sizes: Record<string, number> = {};
    for (const url of [CITY_LIST, REGION_TREE]) sizes[url] = (await get(t, url)).rawPayload.length;
    const large = Object.keys(sizes).find((u) => (sizes[u] ?? 0) > COMPRESS_THRESHOLD_BYTES * 1.5);
    const small = Object.keys(sizes).find((u) => (sizes[u] ?? 0) < COMPRESS_THRESHOLD_BYTES);
    expect(large, JSON.stringify(sizes)).toBeDefined();
    expect(small, JSON.stringify(sizes)).toBeDefined();

    const packed = await get(t, large ?? '', 'br, gzip');
    expect(packed.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(packed.rawPayload).toString('utf8'));
    expect(body.success).toBe(true);

    const asIs = await get(t, small ?? '', 'br, gzip');
    expect(asIs.headers['content-encoding']).toBeUndefined();
    expect(asIs.json().success).toBe(true);
  });

  it('refuses a compressed request body as it did before (never inflated)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'admin', password: 'Sprout-admin-2026' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('COMPRESS_RESPONSES=false (a proxy in front compresses)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { COMPRESS_RESPONSES: 'false' } });
  });
  afterAll(() => t.close());

  it('sends even a large answer uncompressed', async () => {
    const res = await get(t, '/api/openapi.json', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().openapi).toBeDefined();
  });
});
