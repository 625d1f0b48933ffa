import { createHmac } from 'node:crypto';

/**
 * BACKUP_ENCRYPTION_KEY as the 32 bytes of an AES-256 key, or null when it is not one: 64 hex digits
 * (`openssl rand -hex 32`) or 43-44 base64 characters (`openssl rand -base64 32`). Anything shorter is
 * refused rather than stretched: a passphrase would need a slow key derivation we would then own.
 */
export const backupKeyBytes = (text: string): Buffer | null => {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : null;
};

/**
 * Names a key without giving it away: the first 16 hex digits of an HMAC under the key itself. A
 * manifest records it, so a restore with another key is refused with that reason instead of a failed
 * authentication on the first file.
 */
export const backupKeyFingerprint = (key: Buffer): string =>
  createHmac('sha256', key).update('sprout backup key fingerprint').digest('hex').slice(0, 16);
