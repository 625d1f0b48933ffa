import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { paymentProvider } from './payment-context.ts';
import { settlePaymentEvent } from './payment-settlement.ts';

/** Where providers call us back: not an app call, so no envelope, no session, no general rate limit. */
export const NOTIFY_PATH_PREFIX = '/api/pay/v1/notify/';

/**
 * The provider callback. The signature covers the exact bytes, so the body is kept as the string that
 * arrived (a scoped parser) and parsed only after it is verified. Answers the provider's own way:
 * WeChat Pay wants 204 on success and 4xx with `{ code, message }` otherwise (it then retries);
 * Alipay wants the text `success`.
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
        const provider = paymentProvider(ctx);
        const alipay = provider.notifyPath === 'alipay';
        const fail = (status: number, message: string) =>
          alipay
            ? reply.code(status).type('text/plain').send('fail')
            : reply.code(status).send({ code: 'FAIL', message });
        if (req.params.channel !== provider.notifyPath) return fail(404, 'unknown notify channel');
        const raw = typeof req.body === 'string' ? req.body : '';
        const verdict = provider.verifyAndParseNotify(req.headers, raw);
        if (!verdict.ok) {
          req.log.warn({ reason: verdict.reason }, 'payment notify refused');
          return fail(401, '签名验证失败');
        }
        const result = await settlePaymentEvent(ctx, provider.name, verdict.event);
        if (!result.ok) {
          req.log.warn({ reason: result.reason, event: verdict.event }, 'payment notify rejected');
          return fail(400, result.reason);
        }
        return alipay ? reply.type('text/plain').send('success') : reply.code(204).send();
      },
    );
  });
};
