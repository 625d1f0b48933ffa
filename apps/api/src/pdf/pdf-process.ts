import { drawPdf } from './draw-pdf.ts';
import { pdfSpecSchema } from './pdf-spec.ts';

/**
 * The PDF process (started by render-pdf.ts): takes one PdfSpec over IPC, answers with the drawn
 * PDF and exits, so fontkit and the font never stay in the server's memory.
 */
process.once('message', (message: unknown) => {
  const draw = async () => {
    const drawn = await drawPdf(pdfSpecSchema.parse(message));
    process.send?.(drawn, () => process.disconnect());
  };
  draw().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
    process.disconnect();
  });
});
