import { randomBytes } from 'node:crypto';
import { PICTURE_TOO_LARGE_MESSAGE } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { invalidInput, notFound } from '../../http/app-error.ts';
import { imageLibrary, MAX_INPUT_PIXELS, sniffPicture } from '../../images/picture-processing.ts';
import type { StorageProvider } from '../../providers/storage/storage-provider.ts';
import { pictureUrl } from './mall-view.ts';

/**
 * Goods pictures: uploaded by staff, public to every parent (unlike medical pictures, which are served
 * only through signed links). The type is read from the bytes, the picture decoded, turned upright,
 * shrunk to 1200 px on the long side and encoded again without metadata, then kept by the storage
 * provider under a random name.
 */
const EDGE = 1200;
const PREFIX = 'mall';
const NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;
const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

export const storeGoodsPicture = async (ctx: AppContext, bytes: Buffer | undefined) => {
  if (!bytes || bytes.byteLength === 0) throw invalidInput({ file: '请选择图片' });
  if (bytes.byteLength > ctx.config.PICTURE_MAX_BYTES)
    throw invalidInput({ file: PICTURE_TOO_LARGE_MESSAGE }, PICTURE_TOO_LARGE_MESSAGE);
  return keepGoodsPicture(ctx.storage, bytes);
};

/**
 * Cleans and keeps a picture already within the size limit (the upload's checks above; the demo
 * seed's drawn pictures): decoded, upright, at most 1200 px, encoded again without metadata.
 */
export const keepGoodsPicture = async (storage: StorageProvider, bytes: Buffer) => {
  const source = await sniffPicture(bytes);
  if (source === null || source === 'heic') throw invalidInput({ file: '只能上传 JPG、PNG 或 WebP 图片' });
  const sharp = await imageLibrary();
  let out: Buffer;
  const ext = source === 'jpeg' ? 'jpg' : source;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: EDGE, height: EDGE, fit: 'inside', withoutEnlargement: true });
    out = await (ext === 'png'
      ? image.png()
      : ext === 'webp'
        ? image.webp({ quality: 85 })
        : image.jpeg({ quality: 85 })
    ).toBuffer();
  } catch {
    throw invalidInput({ file: '图片已损坏，请重新上传' });
  }
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await storage.put(`${PREFIX}/${name}`, out, CONTENT_TYPES[ext]);
  return { name, url: pictureUrl(name) };
};

export const openGoodsPicture = async (ctx: AppContext, name: string) => {
  const match = NAME.exec(name);
  const ext = match?.[1];
  if (ext !== 'jpg' && ext !== 'png' && ext !== 'webp') throw notFound('图片不存在');
  const object = await ctx.storage.get(`${PREFIX}/${name}`);
  if (!object) throw notFound('图片不存在');
  return { object, contentType: CONTENT_TYPES[ext] };
};
