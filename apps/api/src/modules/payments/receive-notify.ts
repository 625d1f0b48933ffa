import type { AppContext } from '../../app-context.ts';
import type { FastifyBaseLogger } from 'fastify';
import { settlePaymentEvent } from './payment-settlement.ts';

/** Where providers call us back: not an app call, so no envelope, no session, no general rate limit. */
export const NOTIFY_PATH_PREFIX = '/api/pay/v1/notify/';

/** The answer a provider expects: WeChat Pay 204 or 4xx with `{ code, message }`; Alipay the text `success`/`fail`. */
export interface NotifyAnswer {
  status: number;
  type: 'application/json' | 'text/plain';
  body: string;
}

/**
 * A provider callback, from the raw bytes that arrived: verified (signature, freshness, decryption),
 * then settled once. The HTTP route and the sandbox's own deliveries both come through here, so the
 * sandbox exercises the same verification a real notify meets.
 */
export const receiveNotify = async (
  ctx: AppContext,
  channel: string,
  headers: Record<string, string | string[] | undefined>,
  raw: string,
  log: FastifyBaseLogger,
): Promise<NotifyAnswer> => {
  const provider = ctx.payments;
  const alipay = provider.notifyPath === 'alipay';
  const fail = (status: number, message: string): NotifyAnswer =>
    alipay
      ? { status, type: 'text/plain', body: 'fail' }
      : { status, type: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) };
  if (channel !== provider.notifyPath) return fail(404, 'unknown notify channel');
  const verdict = provider.verifyAndParseNotify(headers, raw);
  if (!verdict.ok) {
    log.warn({ reason: verdict.reason }, 'payment notify refused');
    ctx.metrics.notifyRefused(provider.name, 'signature');
    return fail(401, '签名验证失败');
  }
  const result = await settlePaymentEvent(ctx, provider.name, verdict.event);
  if (!result.ok) {
    log.warn({ reason: result.reason, event: verdict.event }, 'payment notify rejected');
    ctx.metrics.notifyRefused(provider.name, 'rejected');
    return fail(400, result.reason);
  }
  return alipay
    ? { status: 200, type: 'text/plain', body: 'success' }
    : { status: 204, type: 'text/plain', body: '' };
};
