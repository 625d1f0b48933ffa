import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * One encrypted backup file: `SPRTBK01` (the format and its version), a 12-byte random IV, the
 * AES-256-GCM ciphertext of the file, and GCM's 16-byte tag at the end (so the file is written in one
 * pass, whatever its size). The first 20 bytes are authenticated too (GCM's additional data): a changed
 * format tag or IV fails like a changed byte of the data.
 */
export const ENCRYPTED_MAGIC = Buffer.from('SPRTBK01', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const ENCRYPTED_HEADER_BYTES = ENCRYPTED_MAGIC.length + IV_BYTES;
const ALGORITHM = 'aes-256-gcm';

/** A file that is not one of ours, was changed, or was encrypted with another key. */
export class BackupDecryptError extends Error {}

/** Whether the first bytes are our format tag (a plain SQLite file or pg_dump never starts so). */
export const isEncryptedFile = async (path: string): Promise<boolean> => {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(ENCRYPTED_MAGIC);
  } finally {
    await handle.close();
  }
};

/** Writes `to` as the encrypted form of `from`, through a `.partial` name so a crash leaves no half file. */
export const encryptFile = async (from: string, to: string, key: Buffer): Promise<void> => {
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([ENCRYPTED_MAGIC, iv]);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(header);
  const partial = `${to}.partial`;
  try {
    await pipeline(
      createReadStream(from),
      async function* (plain: AsyncIterable<Buffer>) {
        yield header;
        for await (const chunk of plain) yield cipher.update(chunk);
        yield cipher.final();
        yield cipher.getAuthTag();
      },
      createWriteStream(partial),
    );
    await rename(partial, to);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
};

/** The header and tag of an encrypted file, read from its two ends. */
const framing = async (path: string): Promise<{ header: Buffer; tag: Buffer; size: number }> => {
  const { size } = await stat(path);
  const handle = await open(path, 'r');
  try {
    const header = Buffer.alloc(ENCRYPTED_HEADER_BYTES);
    const tag = Buffer.alloc(TAG_BYTES);
    if (size >= ENCRYPTED_HEADER_BYTES + TAG_BYTES) {
      await handle.read(header, 0, header.length, 0);
      await handle.read(tag, 0, tag.length, size - TAG_BYTES);
    }
    if (!header.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC))
      throw new BackupDecryptError(`${path} is not an encrypted Sprout backup file`);
    return { header, tag, size };
  } finally {
    await handle.close();
  }
};

/**
 * Streams the plain text of `from` into the stream `sink()` makes (once the file is known to be ours).
 * GCM only knows the data was unchanged at the end, so the sink has had every byte before the check:
 * callers write to a file they keep only when this resolves (decryptFile), or to nowhere (a drill
 * checking that a file authenticates).
 */
export const decryptInto = async (from: string, key: Buffer, sink: () => Writable): Promise<void> => {
  const { header, tag, size } = await framing(from);
  const decipher = createDecipheriv(ALGORITHM, key, header.subarray(ENCRYPTED_MAGIC.length));
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  const end = size - TAG_BYTES - 1;
  const body =
    end >= ENCRYPTED_HEADER_BYTES
      ? createReadStream(from, { start: ENCRYPTED_HEADER_BYTES, end })
      : Readable.from([]);
  await pipeline(
    body,
    async function* (cipherText: AsyncIterable<Buffer>) {
      for await (const chunk of cipherText) yield decipher.update(chunk);
      try {
        yield decipher.final();
      } catch {
        throw new BackupDecryptError(
          `${from} failed authentication: it was changed after the backup, or BACKUP_ENCRYPTION_KEY is not the key it was written with`,
        );
      }
    },
    sink(),
  );
};

/** Writes the plain text of `from` to `to`; on any failure nothing is left at `to`. */
export const decryptFile = async (from: string, to: string, key: Buffer): Promise<void> => {
  const partial = `${to}.partial`;
  try {
    await decryptInto(from, key, () => createWriteStream(partial));
    await rename(partial, to);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
};
