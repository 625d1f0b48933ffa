import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens: 32 random bytes, base64url. Only their SHA-256 is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Reads the token from `Authorization: Bearer x`, a bare `Authorization: x`, or `user_token: x`. */
export const tokenFromHeaders = (headers: Record<string, string | string[] | undefined>): string | null => {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const auth = first(headers.authorization)?.trim();
  if (auth) {
    const token = /^bearer(\s|$)/i.test(auth) ? auth.slice(6).trim() : auth;
    if (token) return token;
  }
  const userToken = first(headers.user_token)?.trim();
  return userToken || null;
};
