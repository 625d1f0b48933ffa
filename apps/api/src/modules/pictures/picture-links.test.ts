import { describe, expect, it } from 'vitest';
import {
  linkExpiry,
  readPictureLink,
  readUploadToken,
  signPictureLink,
  signUploadToken,
} from './picture-links.ts';

const SECRET = 'picture-link-secret-for-tests';
const AT = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('picture links', () => {
  const link = signPictureLink(SECRET, {
    pictureId: 42,
    size: 'thumb',
    viewer: { kind: 'staff', staffId: 7 },
    expiresAtMs: AT,
  });

  it('read back what they were issued for', () => {
    expect(readPictureLink(SECRET, link)).toEqual({
      pictureId: 42,
      size: 'thumb',
      viewer: 's7',
      expiresAtMs: AT,
    });
  });

  it('refuse any part changed, another secret, or garbage', () => {
    const [id, size, viewer, exp, sig] = link.split('.');
    for (const changed of [
      `43.${size}.${viewer}.${exp}.${sig}`,
      `${id}.full.${viewer}.${exp}.${sig}`,
      `${id}.${size}.p7.${exp}.${sig}`,
      `${id}.${size}.${viewer}.${AT + 60_000}.${sig}`,
      `${link}x`,
      '',
    ])
      expect(readPictureLink(SECRET, changed), changed).toBeNull();
    expect(readPictureLink('another-secret-of-16+', link)).toBeNull();
  });

  it('are not upload tokens, nor the other way round', () => {
    const token = signUploadToken(SECRET, { userId: 3, babyId: 9, expiresAtMs: AT });
    expect(readUploadToken(SECRET, token)).toEqual({ userId: 3, babyId: 9, expiresAtMs: AT });
    expect(readPictureLink(SECRET, token)).toBeNull();
    expect(readUploadToken(SECRET, link)).toBeNull();
    expect(readUploadToken(SECRET, token.replace('.9.', '.8.'))).toBeNull();
  });

  it('expire at least the asked seconds ahead, on a whole minute', () => {
    const now = new Date(AT + 12_345);
    const expiry = linkExpiry(now, 600);
    expect(expiry % 60_000).toBe(0);
    expect(expiry - now.getTime()).toBeGreaterThanOrEqual(600_000);
    expect(expiry - now.getTime()).toBeLessThan(660_000);
    expect(linkExpiry(new Date(AT + 20_000), 600)).toBe(expiry);
  });
});
