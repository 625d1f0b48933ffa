import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config/env.ts';
import { registerStaticApps } from '../src/http/static-apps.ts';

/**
 * The front ends are served pre-compressed: the build writes .br and .gz copies beside each file and
 * @fastify/static sends the one the browser accepts. The first part runs on a small dist made here, so it
 * holds with or without a build; the second checks the real build when there is a current one.
 */

const SCRIPT = `export const greeting = ${JSON.stringify('你好，'.repeat(400))};\n`;
const HTML = `<!doctype html><html><head><title>萌芽</title><script type="module" src="/appointment/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;

/** A dist folder as the build leaves it: each file with its brotli and gzip copies, one small file without. */
const writeDist = (dir: string): void => {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const withCopies = (path: string, text: string) => {
    const bytes = Buffer.from(text);
    writeFileSync(path, bytes);
    writeFileSync(`${path}.br`, brotliCompressSync(bytes));
    writeFileSync(`${path}.gz`, gzipSync(bytes));
  };
  withCopies(join(dir, 'index.html'), HTML);
  withCopies(join(dir, 'assets/index-Ab12Cd34.js'), SCRIPT);
  // The build skips a copy that would not be smaller: the file itself must still be served.
  writeFileSync(join(dir, 'assets/tiny-Zz99Yy88.js'), 'export{};');
};

const get = (app: FastifyInstance, url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const varyNames = (vary: unknown): string[] =>
  String(vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

describe('the front ends are served pre-compressed (a dist made by the test)', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sprout-static-'));
    writeDist(join(root, 'apps/patient-web/dist'));
    app = Fastify({ logger: false });
    await registerStaticApps(app, root);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends a hashed script as brotli to a browser that accepts it, cached for a year', async () => {
    const res = await get(app, '/appointment/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(varyNames(res.headers.vary)).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const res = await get(app, '/appointment/assets/index-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    const res = await get(app, '/appointment/assets/index-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });

  it('keeps index.html uncached when it is sent compressed, by name and as the folder index', async () => {
    for (const url of ['/appointment/index.html', '/appointment/']) {
      const res = await get(app, url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(String(res.headers['content-type']), url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(HTML);
    }
  });

  it('falls back to the file itself when the build made no smaller copy', async () => {
    const res = await get(app, '/appointment/assets/tiny-Zz99Yy88.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varyNames(res.headers.vary)).toContain('accept-encoding');
    expect(res.body).toBe('export{};');
  });

  it('still answers 404 for a file that does not exist', async () => {
    expect((await get(app, '/appointment/assets/missing-00000000.js', 'br, gzip')).statusCode).toBe(404);
  });
});

/** The real patient app, when it was built with the current configuration (its vite.config.ts is not newer). */
const patientDist = join(repoRoot, 'apps/patient-web/dist');
const currentBuild =
  existsSync(join(patientDist, 'index.html')) &&
  statSync(join(patientDist, 'index.html')).mtimeMs >=
    statSync(join(repoRoot, 'apps/patient-web/vite.config.ts')).mtimeMs;

describe.runIf(currentBuild)('the built patient app is served pre-compressed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await registerStaticApps(app, repoRoot);
    await app.ready();
  });
  afterAll(() => app.close());

  it('has a brotli and a gzip copy of every script the build made', () => {
    const scripts = readdirSync(join(patientDist, 'assets')).filter((f) => /\.m?js$/.test(f));
    expect(scripts.length).toBeGreaterThan(0);
    const missing = scripts.filter(
      (f) =>
        statSync(join(patientDist, 'assets', f)).size > 1024 &&
        !(
          existsSync(join(patientDist, 'assets', `${f}.br`)) &&
          existsSync(join(patientDist, 'assets', `${f}.gz`))
        ),
    );
    expect(missing).toEqual([]);
  });

  it('sends the entry script as brotli, and plain when no encoding is accepted', async () => {
    const html = readFileSync(join(patientDist, 'index.html'), 'utf8');
    const entry = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/appointment\/assets\/.+-[\w-]{8}\.js$/);
    const url = entry ?? '';
    const plain = readFileSync(join(patientDist, url.replace('/appointment/', '')));
    const br = await get(app, url, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
    const none = await get(app, url);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.rawPayload.equals(plain)).toBe(true);
  });
});
