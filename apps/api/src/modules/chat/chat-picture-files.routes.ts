import fastifyMultipart from '@fastify/multipart';
import {
  CHAT_PICTURE_UPLOAD_PATH,
  chatPictureUploadFields,
  Code,
  uploadedChatPicture,
} from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { tokenFromHeaders } from '../../http/bearer-token.ts';
import { parseInput } from '../../http/validation.ts';
import { pictureFormLimits, readPictureForm } from '../pictures/picture-form.service.ts';
import { resolveStaff } from '../sessions/staff-sessions.service.ts';
import { uploadChatPicture } from './chat-picture-uploads.ts';

/**
 * The doctor's picture upload in the chat, a byte route (registerEndpoint answers only JSON and reads
 * no multipart). The form is read as the parent's upload_image reads it, under the same limits.
 */
export const registerChatPictureFileRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  // Multipart is parsed in this scope only: every other route still refuses it (415).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: pictureFormLimits(ctx.config.PICTURE_MAX_BYTES) });
    scope.post(CHAT_PICTURE_UPLOAD_PATH, async (req, reply) => {
      const staff = await resolveStaff(ctx, tokenFromHeaders(req.headers));
      const form = await readPictureForm(req, 'inquiryId 和 file');
      const { inquiryId } = parseInput(chatPictureUploadFields, form.fields);
      const picture = await uploadChatPicture(ctx, staff, inquiryId, form.bytes);
      reply.header('cache-control', 'no-store');
      return { success: true, code: Code.OK, data: uploadedChatPicture.parse(picture), msg: 'ok' };
    });
  });
};
