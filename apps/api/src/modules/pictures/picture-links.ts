import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The two signed tokens of pictures, both HMAC-SHA256 (base64url) under PICTURE_LINK_SECRET, each
 * with its own purpose word in what is signed so one can never pass for the other:
 * - an upload token `<userId>.<babyId>.<expiresAtMs>.<sig>`: this parent may upload for this baby;
 * - a picture link `<pictureId>.<size>.<viewer>.<expiresAtMs>.<sig>`: this picture, in this size, for
 *   the person it was issued to, until then. Every part is signed, so a link cannot be widened: another
 *   picture, the full size from a thumbnail link, another viewer or a later expiry all fail the check.
 * The viewer is `p<userId>` (a guardian) or `s<staffId>` (a doctor or manager): an <img> cannot send a
 * session header, so the link itself is the permission, and naming its holder keeps it traceable.
 */

export type PictureSize = 'thumb' | 'full';
export type PictureViewer = { kind: 'parent'; userId: number } | { kind: 'staff'; staffId: number };

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

const sameSignature = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const viewerText = (v: PictureViewer) => (v.kind === 'parent' ? `p${v.userId}` : `s${v.staffId}`);

export interface UploadClaims {
  userId: number;
  babyId: number;
  expiresAtMs: number;
}

const uploadText = (c: UploadClaims) => `upload:${c.userId}:${c.babyId}:${c.expiresAtMs}`;

export const signUploadToken = (secret: string, c: UploadClaims): string =>
  `${c.userId}.${c.babyId}.${c.expiresAtMs}.${sign(secret, uploadText(c))}`;

const UPLOAD_SHAPE = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/** What a genuine upload token says, or null for anything forged, altered or garbled (expiry not checked). */
export const readUploadToken = (secret: string, token: string): UploadClaims | null => {
  const m = UPLOAD_SHAPE.exec(token);
  if (!m?.[1] || !m[2] || !m[3] || !m[4]) return null;
  const claims = { userId: Number(m[1]), babyId: Number(m[2]), expiresAtMs: Number(m[3]) };
  return sameSignature(m[4], sign(secret, uploadText(claims))) ? claims : null;
};

export interface LinkClaims {
  pictureId: number;
  size: PictureSize;
  viewer: string;
  expiresAtMs: number;
}

const linkText = (c: LinkClaims) => `picture:${c.pictureId}:${c.size}:${c.viewer}:${c.expiresAtMs}`;

export const signPictureLink = (
  secret: string,
  c: { pictureId: number; size: PictureSize; viewer: PictureViewer; expiresAtMs: number },
): string => {
  const claims = { ...c, viewer: viewerText(c.viewer) };
  return `${c.pictureId}.${c.size}.${claims.viewer}.${c.expiresAtMs}.${sign(secret, linkText(claims))}`;
};

const LINK_SHAPE = /^([1-9]\d{0,9})\.(thumb|full)\.([ps][1-9]\d{0,9})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/** What a genuine picture link says, or null for anything forged, altered or garbled (expiry not checked). */
export const readPictureLink = (secret: string, link: string): LinkClaims | null => {
  const m = LINK_SHAPE.exec(link);
  if (!m?.[1] || !m[2] || !m[3] || !m[4] || !m[5]) return null;
  const size: PictureSize = m[2] === 'full' ? 'full' : 'thumb';
  const claims = { pictureId: Number(m[1]), size, viewer: m[3], expiresAtMs: Number(m[4]) };
  return sameSignature(m[5], sign(secret, linkText(claims))) ? claims : null;
};

/**
 * A link's expiry: at least `seconds` from now, rounded up to the next whole minute so that the links a
 * page asks for within one minute are the same URLs and the browser's cache can answer them.
 */
export const linkExpiry = (now: Date, seconds: number): number =>
  Math.ceil((now.getTime() + seconds * 1000) / 60_000) * 60_000;
