import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { backupKeyBytes, backupKeyFingerprint } from '../config/backup-key.ts';
import {
  BackupDecryptError,
  decryptFile,
  decryptInto,
  ENCRYPTED_HEADER_BYTES,
  ENCRYPTED_MAGIC,
  encryptFile,
  isEncryptedFile,
} from './backup-crypto.ts';

const dir = mkdtempSync(join(tmpdir(), 'sprout-crypto-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const key = randomBytes(32);
let n = 0;
const plainFile = (bytes: Buffer): string => {
  const path = join(dir, `plain-${++n}`);
  writeFileSync(path, bytes);
  return path;
};
const encrypted = async (bytes: Buffer, withKey = key): Promise<string> => {
  const to = join(dir, `sealed-${++n}`);
  await encryptFile(plainFile(bytes), to, withKey);
  return to;
};
/** Decrypts into a new path; returns the path (which exists only when decryption succeeded). */
const opened = async (path: string, withKey = key): Promise<string> => {
  const to = join(dir, `opened-${++n}`);
  await decryptFile(path, to, withKey);
  return to;
};
const flipByte = (path: string, at: number): void => {
  const bytes = readFileSync(path);
  const index = at < 0 ? bytes.length + at : at;
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  writeFileSync(path, bytes);
};

describe('backup file encryption (AES-256-GCM)', () => {
  // 0 bytes, one byte, a read stream's chunk (64 KiB) and one over, and a few megabytes.
  it.each([0, 1, 65_536, 65_537, 3_000_001])('gives back the %i bytes it was given', async (size) => {
    const bytes = randomBytes(size);
    const sealed = await encrypted(bytes);
    expect(readFileSync(sealed).length).toBe(ENCRYPTED_HEADER_BYTES + size + 16);
    expect(readFileSync(await opened(sealed)).equals(bytes)).toBe(true);
  });

  it('writes the format tag and a fresh IV, and none of the plain text', async () => {
    const bytes = Buffer.from('SQLite format 3\0 and a child named 王小明, again and again. '.repeat(200));
    const [a, b] = [await encrypted(bytes), await encrypted(bytes)];
    const sealedA = readFileSync(a);
    expect(sealedA.subarray(0, ENCRYPTED_MAGIC.length).toString('latin1')).toBe('SPRTBK01');
    expect(await isEncryptedFile(a)).toBe(true);
    expect(await isEncryptedFile(plainFile(bytes))).toBe(false);
    expect(sealedA.includes(Buffer.from('SQLite format 3'))).toBe(false);
    expect(sealedA.includes(Buffer.from('王小明'))).toBe(false);
    // The same file twice: another IV, so another ciphertext.
    expect(
      sealedA.subarray(ENCRYPTED_MAGIC.length).equals(readFileSync(b).subarray(ENCRYPTED_MAGIC.length)),
    ).toBe(false);
  });

  it.each([
    ['a byte of the data', ENCRYPTED_HEADER_BYTES + 10],
    ['the format tag', 7],
    ['the IV', ENCRYPTED_MAGIC.length + 3],
    ['the tag', -1],
  ])('refuses a file with %s changed, and leaves nothing behind', async (_what, at) => {
    const sealed = await encrypted(randomBytes(100_000));
    flipByte(sealed, at);
    const to = join(dir, `tampered-${++n}`);
    await expect(decryptFile(sealed, to, key)).rejects.toBeInstanceOf(BackupDecryptError);
    expect(existsSync(to)).toBe(false);
    expect(existsSync(`${to}.partial`)).toBe(false);
  });

  it('refuses a shortened file and a plain one', async () => {
    const sealed = await encrypted(randomBytes(5_000));
    writeFileSync(sealed, readFileSync(sealed).subarray(0, 4_000));
    await expect(opened(sealed)).rejects.toThrow(/failed authentication/);
    await expect(opened(plainFile(Buffer.from('SQLite format 3\0')))).rejects.toThrow(
      /not an encrypted Sprout backup file/,
    );
  });

  it('refuses another key, naming the key as a likely cause', async () => {
    const sealed = await encrypted(randomBytes(1_000));
    await expect(opened(sealed, randomBytes(32))).rejects.toThrow(/BACKUP_ENCRYPTION_KEY is not the key/);
  });

  it('checks a file without writing it anywhere', async () => {
    const sealed = await encrypted(randomBytes(200_000));
    let seen = 0;
    const nowhere = () =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          seen += chunk.length;
          done();
        },
      });
    await decryptInto(sealed, key, nowhere);
    expect(seen).toBe(200_000);
    flipByte(sealed, 5_000);
    await expect(decryptInto(sealed, key, nowhere)).rejects.toBeInstanceOf(BackupDecryptError);
  });
});

describe('BACKUP_ENCRYPTION_KEY', () => {
  const bytes = randomBytes(32);
  it('takes 32 bytes as hex or base64', () => {
    expect(backupKeyBytes(bytes.toString('hex'))?.equals(bytes)).toBe(true);
    expect(backupKeyBytes(bytes.toString('base64'))?.equals(bytes)).toBe(true);
    expect(backupKeyBytes(` ${bytes.toString('base64url')}\n`)?.equals(bytes)).toBe(true);
  });
  it('refuses anything shorter, longer or not a key', () => {
    for (const text of [
      '',
      'secret',
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
      randomBytes(33).toString('base64'),
      `${bytes.toString('hex').slice(0, 63)}g`,
      'correct horse battery staple correct horse battery',
    ])
      expect(backupKeyBytes(text), text).toBeNull();
  });
  it('names a key by a fingerprint that is not the key', () => {
    const print = backupKeyFingerprint(bytes);
    expect(print).toMatch(/^[0-9a-f]{16}$/);
    expect(bytes.toString('hex')).not.toContain(print);
    expect(backupKeyFingerprint(randomBytes(32))).not.toBe(print);
  });
});
