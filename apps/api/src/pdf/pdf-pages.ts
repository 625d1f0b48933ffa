import { fileURLToPath } from 'node:url';
import { runIsolated } from '../isolated/run-isolated.ts';

/**
 * The page count of a PDF someone uploaded (a laboratory's report sheet), read in a process of its
 * own (pdf-pages-process.ts) with a time limit and an old-space cap: the parser (pdf-lib, which has
 * had no release since 2021) meets untrusted bytes there, so a crafted file that makes it loop or
 * balloon costs that process, never the server. Null when the count cannot be read in time: the sheet
 * is kept all the same (its bytes are what the parent and the doctor open).
 */
const PAGES_PROCESS = fileURLToPath(new URL('./pdf-pages-process.ts', import.meta.url));
const TIMEOUT_MS = 10_000;
const MAX_OLD_SPACE_MB = 192;

const countOf = (m: unknown): { pages: number | null } | null => {
  if (typeof m !== 'object' || m === null) return null;
  const pages: unknown = Reflect.get(m, 'pages');
  if (pages === null) return { pages: null };
  return typeof pages === 'number' && Number.isSafeInteger(pages) ? { pages } : null;
};

export const pdfPageCount = async (bytes: Uint8Array, timeoutMs = TIMEOUT_MS): Promise<number | null> => {
  try {
    const { pages } = await runIsolated(
      {
        script: PAGES_PROCESS,
        maxOldSpaceMb: MAX_OLD_SPACE_MB,
        timeoutMs,
        read: countOf,
        what: 'PDF pages',
        answer: 'a page count',
      },
      bytes,
    );
    return pages;
  } catch {
    return null;
  }
};
