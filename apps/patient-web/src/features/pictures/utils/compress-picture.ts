/**
 * The "compressed" choice of spec section 5: a picture the browser can decode is redrawn at most
 * COMPRESSED_EDGE px on its long side as JPEG. HEIC (which Chromium cannot decode), a picture already
 * small, or one whose redraw came out larger is sent as it was: the server cleans every picture anyway.
 */
export const COMPRESSED_EDGE = 2048;
const QUALITY = 0.85;

export const compressedSize = (width: number, height: number, edge = COMPRESSED_EDGE) => {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

const toJpeg = (canvas: HTMLCanvasElement): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));

export const compressPicture = async (file: File): Promise<Blob> => {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    // from-image: the EXIF orientation is applied, so the redraw is upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const size = compressedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await toJpeg(canvas);
  return blob && blob.size < file.size ? blob : file;
};
