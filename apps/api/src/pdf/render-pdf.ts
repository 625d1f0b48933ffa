import { fileURLToPath } from 'node:url';
import { runIsolated } from '../isolated/run-isolated.ts';
import type { PdfSpec, RenderedPdf } from './pdf-spec.ts';

/**
 * Draws a PdfSpec in Chinese in a process of its own (pdf-process.ts) and hands back the PDF.
 *
 * Why a process: fontkit and the font take about 50 MB while a PDF is drawn, and in the server's own
 * process most of that stays after the document is gone (fontkit is a module that cannot be unloaded,
 * and freed buffers are kept by the allocator; a worker thread kept most of it too). Measured with the
 * demo seed's sheet, resident 3 s after start: about 150 MB before this helper (a Helvetica sheet),
 * 186-191 MB drawing the Chinese sheet in the server's process, about 150 MB with this process. The
 * cost is about half a second per document, fine for a sheet, an invoice or a receipt.
 */

const PDF_PROCESS = fileURLToPath(new URL('./pdf-process.ts', import.meta.url));
/** Old-space cap of the PDF process: a one-page sheet uses about 20 MB of heap. */
const MAX_OLD_SPACE_MB = 256;
const DEFAULT_TIMEOUT_MS = 30_000;

const isRendered = (m: unknown): m is RenderedPdf =>
  typeof m === 'object' &&
  m !== null &&
  'bytes' in m &&
  m.bytes instanceof Uint8Array &&
  'missingCharacters' in m &&
  Array.isArray(m.missingCharacters) &&
  m.missingCharacters.every((c) => typeof c === 'string');

export const renderPdf = (spec: PdfSpec, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<RenderedPdf> =>
  runIsolated(
    {
      script: PDF_PROCESS,
      maxOldSpaceMb: MAX_OLD_SPACE_MB,
      timeoutMs,
      read: (m) => (isRendered(m) ? m : null),
      what: 'PDF',
      answer: 'a PDF',
    },
    spec,
  );
