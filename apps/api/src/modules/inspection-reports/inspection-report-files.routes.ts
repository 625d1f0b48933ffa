import fastifyMultipart from '@fastify/multipart';
import {
  Code,
  fileTooLargeMessage,
  inspectionReportFiles as files,
  uploadedReportFile,
} from '@sprout/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { invalidInput } from '../../http/app-error.ts';
import { parseInput } from '../../http/validation.ts';
import { resolveParent } from '../sessions/parent-sessions.service.ts';
import { tokenFromHeaders } from '../../http/bearer-token.ts';
import { resolveStaff } from '../sessions/staff-sessions.service.ts';
import {
  type OpenedFile,
  openFileForParent,
  openFileForStaff,
  uploadReportFile,
} from './inspection-report-files.service.ts';

/**
 * The PDF sheets' byte routes. registerEndpoint always answers JSON in the envelope (and validates the
 * answer with a zod schema), so it cannot stream a PDF or read multipart; these three small routes do
 * what it does by hand: the principal from the same session helpers (resolveParent / resolveStaff on
 * tokenFromHeaders, as its `authorize` does), input validated with the contract's schemas through
 * parseInput, refusals thrown as AppError for the one error handler (the envelope, no bytes).
 */

/** RFC 6266/5987: an ASCII fallback plus the UTF-8 name (报告单 names are usually Chinese). */
export const inlineDisposition = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

const sendPdf = (reply: FastifyReply, opened: OpenedFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', inlineDisposition(opened.file.file_name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-length', String(opened.object.sizeBytes ?? opened.file.size_bytes))
    .send(opened.object.body);

const codeOf = (err: unknown) =>
  err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : '';

/** The multipart limits' errors (HTTP 413 by default) become field messages a doctor can act on. */
const refusalOf = (err: unknown, maxBytes: number) => {
  switch (codeOf(err)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalidInput({ file: fileTooLargeMessage(maxBytes) });
    case 'FST_FILES_LIMIT':
      return invalidInput({ file: '一次只能上传一个文件' });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalidInput({ _: '表单内容过多，只需 reportId 和 file' });
    default:
      return err;
  }
};

interface Form {
  fields: Record<string, unknown>;
  file: { fileName: string; bytes: Buffer } | undefined;
}

/** Reads the whole form; a file part under another name is read (to drain it) and named as unknown. */
const readForm = async (req: FastifyRequest, maxBytes: number): Promise<Form> => {
  const form: Form = { fields: {}, file: undefined };
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') form.fields[part.fieldname] = part.value;
      else if (part.fieldname !== 'file') {
        await part.toBuffer();
        form.fields[part.fieldname] = part.filename;
      } else form.file = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (err) {
    throw refusalOf(err, maxBytes);
  }
  return form;
};

export const registerReportFileRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  app.get(files.reportFile.path, async (req, reply) => {
    const parent = await resolveParent(ctx, tokenFromHeaders(req.headers));
    const { fileId } = parseInput(files.reportFile.query, req.query ?? {});
    return sendPdf(reply, await openFileForParent(ctx, parent, fileId));
  });
  app.get(files.consoleDownloadFile.path, async (req, reply) => {
    const staff = await resolveStaff(ctx, tokenFromHeaders(req.headers));
    const { fileId } = parseInput(files.consoleDownloadFile.query, req.query ?? {});
    return sendPdf(reply, await openFileForStaff(ctx, staff, fileId));
  });

  const maxBytes = ctx.config.REPORT_FILE_MAX_BYTES;
  // Multipart is parsed in this scope only: every other route still refuses it (415).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fileSize: maxBytes, fields: 4, fieldSize: 200, parts: 6, headerPairs: 50 },
    });
    scope.post(files.consoleUploadFile.path, async (req, reply) => {
      const staff = await resolveStaff(ctx, tokenFromHeaders(req.headers));
      // A JSON body still has its fields checked (unknown ones named), then is told a file is needed.
      const form = req.isMultipart() ? await readForm(req, maxBytes) : undefined;
      const { reportId } = parseInput(files.consoleUploadFile.fields, form ? form.fields : (req.body ?? {}));
      if (!form?.file) throw invalidInput({ file: '请选择要上传的PDF报告单' });
      const stored = await uploadReportFile(ctx, staff, { reportId, ...form.file });
      reply.header('cache-control', 'no-store');
      return { success: true, code: Code.OK, data: uploadedReportFile.parse(stored), msg: 'ok' };
    });
  });
};
