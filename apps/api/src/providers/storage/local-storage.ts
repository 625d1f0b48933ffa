import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { assertStorageKey, type StorageProvider } from './storage-provider.ts';

const isMissing = (err: unknown) =>
  err instanceof Error && 'code' in err && (err.code === 'ENOENT' || err.code === 'ENOTDIR');

/**
 * The embedded store: files on local disk under one folder (STORAGE_DIR, default ./data/uploads).
 * A write goes to a temporary file beside the target, is flushed, then renamed over it, so a reader
 * never sees half a file and a crash leaves at most a stray `.tmp`.
 */
export const createLocalStorage = (folder: string): StorageProvider => {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const full = resolve(root, key);
    // The key rules already forbid escaping; this re-checks the resolved path itself.
    if (!full.startsWith(root + sep)) throw new Error('storage key escapes the storage folder');
    return full;
  };
  return {
    name: 'local',
    put: async (key, bytes) => {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temporary, target);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    get: async (key) => {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), sizeBytes: info.size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
};
