import fastifyMultipart from '@fastify/multipart';
import { Code, PICTURE_TOO_LARGE_MESSAGE, pictureFiles, uploadedPicture } from '@sprout/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { invalidInput } from '../../http/app-error.ts';
import { parseInput } from '../../http/validation.ts';
import { resolveParent } from '../sessions/parent-sessions.service.ts';
import { tokenFromHeaders } from '../../http/bearer-token.ts';
import { openPictureByLink } from './picture-access.service.ts';
import { uploadPicture } from './pictures.service.ts';

/**
 * The pictures' byte routes, beside the contract as the report sheets' are (registerEndpoint answers
 * only JSON): the multipart upload, and the picture a signed link names. Refusals are AppErrors for the
 * one error handler, so a refused upload or link answers the usual envelope and no bytes.
 */

const codeOf = (err: unknown) =>
  err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : '';

/** The multipart limits' errors (HTTP 413 by default) become the spec's toast and field messages. */
const refusalOf = (err: unknown) => {
  switch (codeOf(err)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalidInput({ file: PICTURE_TOO_LARGE_MESSAGE }, PICTURE_TOO_LARGE_MESSAGE);
    case 'FST_FILES_LIMIT':
      return invalidInput({ file: '一次上传一张图片' });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalidInput({ _: '表单内容过多，只需 token、key 和 file' });
    default:
      return err;
  }
};

interface Form {
  fields: Record<string, unknown>;
  bytes: Buffer | undefined;
}

/** Reads the whole form; a file part under another name is drained and named as an unknown field. */
const readForm = async (req: FastifyRequest): Promise<Form> => {
  const form: Form = { fields: {}, bytes: undefined };
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') form.fields[part.fieldname] = part.value;
      else if (part.fieldname !== 'file') {
        await part.toBuffer();
        form.fields[part.fieldname] = part.filename;
      } else form.bytes = await part.toBuffer();
    }
  } catch (err) {
    throw refusalOf(err);
  }
  return form;
};

export const registerPictureFileRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  app.get(pictureFiles.picture.path, async (req, reply) => {
    const { l } = parseInput(pictureFiles.picture.query, req.query ?? {});
    const opened = await openPictureByLink(ctx, l);
    return reply
      .header('content-type', opened.contentType)
      .header('content-length', String(opened.sizeBytes))
      .header('cache-control', `private, max-age=${opened.secondsLeft}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(opened.object.body);
  });

  // Multipart is parsed in this scope only: every other route still refuses it (415).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        files: 1,
        fileSize: ctx.config.PICTURE_MAX_BYTES,
        fields: 3,
        fieldSize: 400,
        parts: 5,
        headerPairs: 50,
      },
    });
    scope.post(pictureFiles.uploadImage.path, async (req, reply) => {
      const parent = await resolveParent(ctx, tokenFromHeaders(req.headers));
      const form = req.isMultipart() ? await readForm(req) : { fields: req.body ?? {}, bytes: undefined };
      const fields = parseInput(pictureFiles.uploadImage.fields, form.fields);
      const stored = await uploadPicture(ctx, parent, { ...fields, bytes: form.bytes });
      reply.header('cache-control', 'no-store');
      return { success: true, code: Code.OK, data: uploadedPicture.parse(stored), msg: 'ok' };
    });
  });
};
