import fastifyMultipart from '@fastify/multipart';
import { Code, pictureFiles, uploadedPicture } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/validation.ts';
import { resolveParent } from '../sessions/parent-sessions.service.ts';
import { tokenFromHeaders } from '../../http/bearer-token.ts';
import { openPictureByLink } from './picture-access.service.ts';
import { pictureFormLimits, readPictureForm } from './picture-form.service.ts';
import { uploadPicture } from './pictures.service.ts';

/**
 * The pictures' byte routes, beside the contract as the report sheets' are (registerEndpoint answers
 * only JSON): the multipart upload, and the picture a signed link names. Refusals are AppErrors for the
 * one error handler, so a refused upload or link answers the usual envelope and no bytes.
 */

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
    await scope.register(fastifyMultipart, { limits: pictureFormLimits(ctx.config.PICTURE_MAX_BYTES) });
    scope.post(pictureFiles.uploadImage.path, async (req, reply) => {
      const parent = await resolveParent(ctx, tokenFromHeaders(req.headers));
      const form = await readPictureForm(req, 'token、key 和 file');
      const fields = parseInput(pictureFiles.uploadImage.fields, form.fields);
      const stored = await uploadPicture(ctx, parent, { ...fields, bytes: form.bytes });
      reply.header('cache-control', 'no-store');
      return { success: true, code: Code.OK, data: uploadedPicture.parse(stored), msg: 'ok' };
    });
  });
};
