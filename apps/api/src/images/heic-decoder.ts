import { fileURLToPath } from 'node:url';
import { runIsolated } from '../isolated/run-isolated.ts';
import type { CleanedPicture } from './picture-processing.ts';

/**
 * An iPhone's HEIC (HEVC) decoded and cleaned in a process of its own (heic-process.ts), as the PDFs
 * are drawn (src/pdf/render-pdf.ts). Measured on a 12 MP picture decoded in the server's process:
 * 2-3 s, the event loop held up to 2.4 s on the first one (WebAssembly compiled), and resident memory
 * from about 120 MB to 424-492 MB that stayed. Here the server only receives the finished JPEG and
 * thumbnail; the cost is starting the process.
 */

const HEIC_PROCESS = fileURLToPath(new URL('./heic-process.ts', import.meta.url));
const DEFAULT_TIMEOUT_MS = 30_000;
/** The decoder's memory is WebAssembly's, outside the old space; this only bounds the JavaScript around it. */
const MAX_OLD_SPACE_MB = 128;

const bytesOf = (m: object, key: string): Buffer | null => {
  const value: unknown = Reflect.get(m, key);
  return value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : null;
};

/** The child's answer, checked field by field (it crossed a process boundary). */
const cleanedOf = (m: unknown): CleanedPicture | null => {
  if (typeof m !== 'object' || m === null) return null;
  const bytes = bytesOf(m, 'bytes');
  const thumb = bytesOf(m, 'thumb');
  const width: unknown = Reflect.get(m, 'width');
  const height: unknown = Reflect.get(m, 'height');
  if (!bytes || !thumb || typeof width !== 'number' || typeof height !== 'number') return null;
  return { bytes, thumb, width, height, contentType: 'image/jpeg' };
};

export const cleanHeicElsewhere = (
  bytes: Uint8Array,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<CleanedPicture> =>
  runIsolated(
    {
      script: HEIC_PROCESS,
      maxOldSpaceMb: MAX_OLD_SPACE_MB,
      timeoutMs,
      read: cleanedOf,
      what: 'HEIC',
      answer: 'a picture',
    },
    bytes,
  );
