import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A share link's token: `<shareId>.<expiresAtMs>.<HMAC-SHA256 base64url>` over both, under
 * SHARE_LINK_SECRET. The signature proves the server issued it; the row behind the id says whether it
 * was revoked, and its expiry must be the one the token carries.
 */
const signatureOf = (secret: string, shareId: number, expiresAtMs: number) =>
  createHmac('sha256', secret).update(`share:${shareId}:${expiresAtMs}`).digest('base64url');

export const signShareToken = (secret: string, shareId: number, expiresAt: Date): string =>
  `${shareId}.${expiresAt.getTime()}.${signatureOf(secret, shareId, expiresAt.getTime())}`;

export interface ShareClaims {
  shareId: number;
  expiresAtMs: number;
}

const TOKEN_SHAPE = /^([1-9]\d{0,9})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/** What a genuine token says, or null for anything forged, altered or garbled (expiry not checked here). */
export const readShareToken = (secret: string, token: string): ShareClaims | null => {
  const match = TOKEN_SHAPE.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const shareId = Number(match[1]);
  const expiresAtMs = Number(match[2]);
  const given = Buffer.from(match[3]);
  const expected = Buffer.from(signatureOf(secret, shareId, expiresAtMs));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { shareId, expiresAtMs };
};

/** A name as a shared report shows it: its first character and one * per further character (王小明 → 王**). */
export const maskName = (name: string): string => {
  const chars = Array.from(name.trim());
  const [first, ...rest] = chars;
  return first === undefined ? '' : `${first}${'*'.repeat(rest.length)}`;
};
