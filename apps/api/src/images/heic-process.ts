import decode from 'heic-decode';
import { serveIsolated } from '../isolated/run-isolated.ts';
import { finishPicture, imageLibrary, MAX_INPUT_PIXELS } from './picture-processing.ts';

/**
 * The HEIC process (started by heic-decoder.ts): takes one HEIC picture's bytes over IPC, decodes its
 * primary image (libheif applies the file's rotation and mirroring), cleans it as every picture is,
 * answers with the result and exits, so libheif's WebAssembly memory never stays in the server.
 */
const clean = async (bytes: Uint8Array) => {
  const images = await decode.all({ buffer: bytes });
  try {
    const primary = images[0];
    if (!primary) throw new Error('no image in the HEIC file');
    // The size is read before the pixels: a crafted file cannot make the decoder take gigabytes.
    if (primary.width * primary.height > MAX_INPUT_PIXELS) throw new Error('picture too large in pixels');
    const image = await primary.decode();
    const sharp = await imageLibrary();
    const rgba = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    return await finishPicture(
      sharp(rgba, { raw: { width: image.width, height: image.height, channels: 4 } }),
      'heic',
    );
  } finally {
    images.dispose();
  }
};

serveIsolated(async (message) => {
  if (!(message instanceof Uint8Array)) throw new Error('expected the picture bytes');
  return clean(message);
});
