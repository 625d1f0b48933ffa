import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { NOTIFY_PATH_PREFIX, receiveNotify } from './receive-notify.ts';

/**
 * The provider callback route. The signature covers the exact bytes, so the body is kept as the string
 * that arrived (a scoped parser) and parsed only after it is verified (receiveNotify).
 */
export const registerNotifyRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  app.register(async (scope) => {
    scope.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
    scope.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Params: { channel: string } }>(
      `${NOTIFY_PATH_PREFIX}:channel`,
      { config: { rateLimit: false } },
      async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const answer = await receiveNotify(ctx, req.params.channel, req.headers, raw, req.log);
        reply.code(answer.status);
        if (answer.status === 204) return reply.send();
        return reply.type(answer.type).send(answer.body);
      },
    );
  });
};
