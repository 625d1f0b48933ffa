import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UploadedPicture } from '@sprout/contract';
import sharp from 'sharp';
import type { TestApp } from './harness.ts';
import { type FormFile, multipart } from './inspection-reports-support.ts';

/** Fixtures of the pictures suites: pictures made with sharp, the upload flow, links read as bytes. */
export const CV1 = '/api/common/v1';

export interface UploadToken {
  visitPrefix: string;
  token: string;
  uptoken: string;
  folderPath: string;
  expiresAt: string;
  maxBytes: number;
}

/**
 * A JPEG as a phone writes it: taken on its side (EXIF orientation 6, so 80 wide and 40 high as stored,
 * 40 wide and 80 high upright) with the place it was taken (GPS) and the camera's make.
 */
export const phoneJpeg = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: { r: 10, g: 200, b: 30 } } })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 14/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 28/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

export const plainPicture = (format: 'png' | 'webp' | 'jpeg', width = 30, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: { r: 250, g: 120, b: 0 } } })
    [format]()
    .toBuffer();

/** Random pixels barely compress: a JPEG of them is big for its size in pixels. */
export const noisyJpeg = (edge: number) => {
  const raw = randomBytes(edge * edge * 3);
  return sharp(raw, { raw: { width: edge, height: edge, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
};

export const heicFixture = () => readFileSync(join(import.meta.dirname, 'fixtures/iphone-hevc.heic'));

export const uploadToken = (t: TestApp, token: string | null, babyId: number) =>
  t.call<UploadToken>('GET', `${CV1}/qn_upload`, { token, query: { babyId } });

export const sendPicture = (
  t: TestApp,
  session: string | null,
  fields: Record<string, string>,
  files: FormFile[],
) => t.call<UploadedPicture>('POST', `${CV1}/upload_image`, { token: session, ...multipart(fields, files) });

/** Token, then one picture: the app's flow. Throws when the upload is refused. */
export const uploadOne = async (
  t: TestApp,
  session: string,
  babyId: number,
  bytes: Buffer,
  name = 'a.jpg',
) => {
  const issued = await uploadToken(t, session, babyId);
  const sent = await sendPicture(t, session, { token: issued.body.data.token }, [
    { name, bytes, type: 'image/jpeg' },
  ]);
  if (!sent.body.success) throw new Error(`upload_image: ${sent.raw}`);
  return sent.body.data;
};

/** A link opened as an <img> would: no session, the bytes kept. */
export const openLink = async (t: TestApp, url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, text: res.body };
};
