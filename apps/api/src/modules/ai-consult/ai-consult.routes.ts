import fastifyMultipart from '@fastify/multipart';
import { AI_FILE_UPLOAD_PATH, aiFileUploadFields, aiTurn, api, Code } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { tokenFromHeaders } from '../../http/bearer-token.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { parseInput } from '../../http/validation.ts';
import { pictureFormLimits, readPictureForm } from '../pictures/picture-form.service.ts';
import { resolveParent } from '../sessions/parent-sessions.service.ts';
import {
  addGuardianMessage,
  addGuardianPicture,
  caseInfo,
  confirmCaseInfo,
  consultTypes,
  dictionaries,
  nextAssistantTurn,
  sessionHistory,
  sessionList,
  startComplaint,
} from './ai-consult.service.ts';

const a = api.aiConsult;

export const registerAiConsultRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerEndpoint(app, ctx, a.consultType, async () => consultTypes());
  registerEndpoint(app, ctx, a.getDictList, async () => dictionaries());
  registerEndpoint(app, ctx, a.startComplaint, ({ principal, body }) => startComplaint(ctx, principal, body));
  registerEndpoint(app, ctx, a.addChatMsg, ({ principal, body }) => addGuardianMessage(ctx, principal, body));
  registerEndpoint(app, ctx, a.chatComplaint, ({ principal, body }) =>
    nextAssistantTurn(ctx, principal, body.sessionId),
  );
  registerEndpoint(app, ctx, a.chatHistoryDetail, ({ principal, query }) =>
    sessionHistory(ctx, principal, query.sessionId),
  );
  registerEndpoint(app, ctx, a.chatSessionHistoryList, ({ principal, query }) =>
    sessionList(ctx, principal, query),
  );
  registerEndpoint(app, ctx, a.submitCaseInfo, ({ principal, query }) =>
    caseInfo(ctx, principal, query.sessionId),
  );
  registerEndpoint(app, ctx, a.confirmCaseInfo, ({ principal, body }) =>
    confirmCaseInfo(ctx, principal, body.sessionId),
  );
  // chatFileUpload is a byte route (multipart): read as the parent's upload_image reads its form.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: pictureFormLimits(ctx.config.PICTURE_MAX_BYTES) });
    scope.post(AI_FILE_UPLOAD_PATH, async (req, reply) => {
      const parent = await resolveParent(ctx, tokenFromHeaders(req.headers));
      const form = await readPictureForm(req, 'sessionId 和 file');
      const { sessionId } = parseInput(aiFileUploadFields, form.fields);
      const turn = await addGuardianPicture(ctx, parent, sessionId, form.bytes);
      reply.header('cache-control', 'no-store');
      return { success: true, code: Code.OK, data: aiTurn.parse(turn), msg: 'ok' };
    });
  });
};
