import type { Readable } from 'node:stream';

/** A stored object as read back: its bytes as a stream, and its size when the store says it. */
export interface StoredObject {
  body: Readable;
  sizeBytes: number | undefined;
}

/**
 * Where uploaded files live (PDF report sheets now, pictures later). One implementation per store,
 * chosen by STORAGE_PROVIDER. Keys are made by the server (random), never taken from a user.
 */
export interface StorageProvider {
  readonly name: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are slash-separated segments of letters, digits, dot, dash and underscore, each starting with a
 * letter or digit: no `..`, no absolute path, no backslash, so a key can never leave its folder or bucket prefix.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
export const isValidStorageKey = (key: string): boolean =>
  key.length > 0 && key.length <= 512 && key.split('/').every((segment) => SEGMENT.test(segment));

export const assertStorageKey = (key: string): void => {
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
};
