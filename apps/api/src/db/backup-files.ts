import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { decryptFile, encryptFile } from './backup-crypto.ts';

/** How one file goes from a folder into another: copied, encrypted or decrypted. */
export type PutFile = (from: string, to: string) => Promise<void>;

export const copyAsIs: PutFile = (from, to) => copyFile(from, to);
export const encryptingWith =
  (key: Buffer): PutFile =>
  (from, to) =>
    encryptFile(from, to, key);
export const decryptingWith =
  (key: Buffer): PutFile =>
  (from, to) =>
    decryptFile(from, to, key);

/**
 * The files under `dir` as paths relative to it, in order. Unfinished `.tmp` files are left out: the
 * file store writes to a temporary name and renames, so every other file is whole.
 */
export const filesUnder = async (dir: string): Promise<string[]> => {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
};

/** Puts every file of `from` at the same place under `to`; returns how many there were. */
export const putFiles = async (from: string, to: string, put: PutFile): Promise<number> => {
  const files = await filesUnder(from);
  await mkdir(to, { recursive: true });
  for (const file of files) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await put(join(from, file), join(to, file));
  }
  return files.length;
};
