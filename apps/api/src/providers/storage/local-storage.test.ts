import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { createStorage } from './create-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { isValidStorageKey } from './storage-provider.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sprout-storage-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('local storage', () => {
  it('stores, reads back the same bytes, and deletes', async () => {
    const store = createLocalStorage(join(dir, 'uploads'));
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 31) % 251);
    await store.put('reports/a1.pdf', bytes, 'application/pdf');
    const got = await store.get('reports/a1.pdf');
    expect(got?.sizeBytes).toBe(bytes.byteLength);
    expect(sha(await buffer(got?.body ?? Readable.from([])))).toBe(sha(bytes));
    // written through a temporary file that is gone after the rename
    expect(readdirSync(join(dir, 'uploads', 'reports'))).toEqual(['a1.pdf']);
    await store.delete('reports/a1.pdf');
    expect(await store.get('reports/a1.pdf')).toBeNull();
    await store.delete('reports/a1.pdf'); // missing is not an error
  });

  it('replaces an existing object whole', async () => {
    const store = createLocalStorage(dir);
    await store.put('x.pdf', Buffer.from('first version'), 'application/pdf');
    await store.put('x.pdf', Buffer.from('second'), 'application/pdf');
    expect(readFileSync(join(dir, 'x.pdf'), 'utf8')).toBe('second');
  });

  it('answers null for a key never stored', async () => {
    expect(await createLocalStorage(dir).get('reports/nothing.pdf')).toBeNull();
  });

  it('refuses keys that would leave the folder, and touches nothing outside it', async () => {
    writeFileSync(join(dir, 'secret.txt'), 'outside');
    const store = createLocalStorage(join(dir, 'uploads'));
    for (const key of [
      '../secret.txt',
      'reports/../../secret.txt',
      '/etc/passwd',
      '..',
      'a//b',
      'a\\..\\b',
      '',
    ]) {
      await expect(store.put(key, Buffer.from('x'), 'application/pdf'), key).rejects.toThrow(/storage key/);
      await expect(store.get(key), key).rejects.toThrow(/storage key/);
      await expect(store.delete(key), key).rejects.toThrow(/storage key/);
    }
    expect(readFileSync(join(dir, 'secret.txt'), 'utf8')).toBe('outside');
  });

  it('accepts the keys the server makes', () => {
    expect(isValidStorageKey('reports/0b9d3c1e-6f7a-4f2b-9a51-3a2f4b5c6d7e.pdf')).toBe(true);
    expect(isValidStorageKey('.hidden')).toBe(false);
  });
});

describe('choosing the store', () => {
  it('is local under ./data/uploads by default, and S3 when configured', async () => {
    expect((await createStorage(loadConfig({ STORAGE_DIR: dir }))).name).toBe('local');
    const s3 = loadConfig({
      STORAGE_PROVIDER: 's3',
      S3_REGION: 'cn-shenzhen',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect((await createStorage(s3)).name).toBe('s3');
  });
  it('refuses half an S3 setup, and production on the default folder', () => {
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STORAGE_DIR/);
    expect(() => loadConfig({ NODE_ENV: 'production', STORAGE_DIR: '/srv/sprout/uploads' })).not.toThrow(
      /STORAGE_DIR/,
    );
  });
});
