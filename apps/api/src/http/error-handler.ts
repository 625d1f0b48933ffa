import { Code, DEFAULT_MESSAGES } from '@sprout/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const transport: Record<number, { code: number; msg: string }> = {
  400: { code: Code.INVALID_INPUT, msg: '请求数据格式有误' },
  413: { code: Code.INVALID_INPUT, msg: '请求数据过大' },
  415: { code: Code.INVALID_INPUT, msg: '不支持的请求格式' },
  429: { code: Code.TOO_FREQUENT, msg: '请求太频繁，请稍后再试' },
};

/**
 * The one error handler. Business refusals answer HTTP 200 with the envelope; transport problems
 * keep their status and still carry it. Nothing internal (stack, SQL, driver text) leaves.
 */
export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    reply.header('cache-control', 'no-store');
    if (error instanceof AppError) {
      // A 5000 the code chose (a provider that failed) is still a failure an operator must see.
      if (error.code === Code.INTERNAL) req.log.error({ err: error }, 'request failed (5000)');
      const data = error.fields ? { fields: error.fields } : null;
      return reply.status(200).send({ success: false, code: error.code, data, msg: error.message });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    const known = transport[status];
    if (known) {
      if (status === 429) reply.header('retry-after', '60');
      return reply.status(status).send({ success: false, code: known.code, data: null, msg: known.msg });
    }
    if (status === 404)
      return reply.status(404).send({ success: false, code: Code.NOT_FOUND, data: null, msg: '接口不存在' });
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      code: Code.INTERNAL,
      data: { requestId: req.id },
      msg: DEFAULT_MESSAGES[Code.INTERNAL],
    });
  });

  app.setNotFoundHandler((_req, reply) => {
    reply.status(404).send({ success: false, code: Code.NOT_FOUND, data: null, msg: '接口不存在' });
  });
};
