import { drawPdf } from './draw-pdf.ts';
import { serveIsolated } from '../isolated/run-isolated.ts';
import { pdfSpecSchema } from './pdf-spec.ts';

/**
 * The PDF process (started by render-pdf.ts): takes one PdfSpec over IPC, answers with the drawn
 * PDF and exits, so fontkit and the font never stay in the server's memory.
 */
serveIsolated(async (message) => drawPdf(pdfSpecSchema.parse(message)));
