import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';

/**
 * Noto Sans SC Regular cut to GBK and the symbols a clinic prints (fonts/README.md: where it comes
 * from, what it holds, its licence). 3.7 MB on disk, 7.9 MB once unpacked: read by the PDF process
 * (render-pdf.ts) for each document it draws, never by the server's own process.
 */
export const CJK_FONT_FILE = new URL('./fonts/NotoSansSC-Regular.subset.ttf.br', import.meta.url);

const unpack = promisify(brotliDecompress);

/** The TrueType bytes of the font (Node's own brotli, about 40 ms). */
export const readCjkFont = async (): Promise<Uint8Array> => unpack(await readFile(CJK_FONT_FILE));
