import type { Sharp } from 'sharp';
import type { PictureContentType, PictureSourceType } from '../db/schema-pictures.ts';
import { cleanHeicElsewhere } from './heic-decoder.ts';

/**
 * What a sent picture becomes before anything is stored: its type read from the bytes (never from the
 * name or the browser's word), decoded, turned upright by its EXIF orientation, and encoded again
 * without any metadata (EXIF with its GPS position, XMP, IPTC, the camera's notes), with a thumbnail.
 * sharp's npm build of libvips reads HEIF only with AV1 (AVIF): an iPhone's HEIC is HEVC, so it is
 * decoded by heic-decode (libheif in WebAssembly) and cleaned in a short-lived process of its own
 * (heic-decoder.ts), and stored as JPEG.
 */

const ACCEPTED: Record<string, PictureSourceType> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heic',
};

/** The accepted type the bytes are, or null (a script named .jpg, a PDF, AVIF, GIF, anything else). */
export const sniffPicture = async (bytes: Uint8Array): Promise<PictureSourceType | null> => {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  return (found && ACCEPTED[found.mime]) ?? null;
};

/** A phone's largest pictures (48 MP) pass; a crafted "pixel bomb" does not reach the decoder's memory. */
export const MAX_INPUT_PIXELS = 60_000_000;
/** A record photographed to read it: 4096 px on the long side keeps small print legible. */
const MAX_EDGE = 4096;
const THUMB_EDGE = 360;

export interface CleanedPicture {
  bytes: Buffer;
  contentType: PictureContentType;
  width: number;
  height: number;
  thumb: Buffer;
}

/** Thrown when the bytes have the right signature but do not decode as a picture. */
export class DamagedPicture extends Error {}

const encode = (image: Sharp, source: PictureSourceType): [Sharp, PictureContentType] => {
  switch (source) {
    case 'png':
      return [image.png({ compressionLevel: 8 }), 'image/png'];
    case 'webp':
      return [image.webp({ quality: 88 }), 'image/webp'];
    case 'jpeg':
    case 'heic':
      return [image.jpeg({ quality: 88 }), 'image/jpeg'];
  }
};

/** The stored picture and its thumbnail from a decoded picture; sharp writes no metadata unless asked, so none is. */
export const finishPicture = async (decoded: Sharp, source: PictureSourceType): Promise<CleanedPicture> => {
  const sharp = await imageLibrary();
  const image = decoded.resize({
    width: MAX_EDGE,
    height: MAX_EDGE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const [encoder, contentType] = encode(image, source);
  const full = await encoder.toBuffer({ resolveWithObject: true });
  const thumb = await sharp(full.data)
    .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
  return { bytes: full.data, contentType, width: full.info.width, height: full.info.height, thumb };
};

/** A sent picture cleaned: HEIC in its own process, the others here (sharp works off the event loop). */
export const cleanPicture = async (bytes: Uint8Array, source: PictureSourceType): Promise<CleanedPicture> => {
  try {
    if (source === 'heic') return await cleanHeicElsewhere(bytes);
    const sharp = await imageLibrary();
    // failOn 'error': a truncated or corrupt picture is refused rather than stored half grey.
    return await finishPicture(
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient(),
      source,
    );
  } catch (err) {
    throw new DamagedPicture(err instanceof Error ? err.message : String(err));
  }
};

/**
 * sharp and file-type load on the first upload, not with the server: together they add about 37 MB
 * resident and 1.3 s of start-up (measured) to a process that may never see a picture. sharp keeps
 * decoded images in a process-wide cache; uploads are one-off, so it would only hold memory.
 */
export const imageLibrary = async () => {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  return sharp;
};
