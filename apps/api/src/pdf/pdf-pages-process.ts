import { PDFDocument } from 'pdf-lib';
import { serveIsolated } from '../isolated/run-isolated.ts';

/** The page-count process (started by pdf-pages.ts): one uploaded PDF's bytes in, its page count out. */
serveIsolated(async (message) => {
  if (!(message instanceof Uint8Array)) throw new Error('expected the PDF bytes');
  try {
    const doc = await PDFDocument.load(message, { ignoreEncryption: true, updateMetadata: false });
    return { pages: doc.getPageCount() };
  } catch {
    return { pages: null };
  }
});
