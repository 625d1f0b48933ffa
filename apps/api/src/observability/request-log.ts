import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env.ts';
import type { Metrics } from './metrics.ts';
import { redactUrl, safeError } from './safe-log.ts';

/** Where pino writes a line (its DestinationStream). */
export interface LogStream {
  write(line: string): void;
}

/** A request as log lines show it: method, path with only harmless query values, client address. */
const requestForLog = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  remoteAddress: req.ip,
});

/**
 * The app's pino settings: headers never logged (they carry tokens), requests through requestForLog,
 * errors through safeError. Fastify's two lines per request are replaced by one (logRequests).
 */
export const loggerOptions = (
  config: Pick<Config, 'LOG_LEVEL'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] => ({
  level: config.LOG_LEVEL,
  ...(stream ? { stream } : {}),
  serializers: {
    req: requestForLog,
    err: (err) => {
      const logged = safeError(err);
      return { ...logged, stack: logged.stack ?? '' };
    },
  },
  redact: ['req.headers.authorization', 'req.headers.user_token', 'req.headers.cookie'],
});

/** The route pattern a request matched, so that metrics have one series per route, not per id. */
const routeOf = (req: FastifyRequest): string => req.routeOptions.url ?? 'unmatched';

/**
 * One line per answered request (info; 5xx at error level was logged with its cause by the error
 * handler already), and the request metrics. The line carries the request id, like every line
 * logged while the request was handled.
 */
export const logRequests = (
  app: FastifyInstance,
  metrics: Metrics,
  config: Pick<Config, 'LOG_LEVEL' | 'METRICS_ENABLED'>,
): void => {
  // A server at warn or above skips building the line at all.
  const logsInfo = ['info', 'debug', 'trace'].includes(config.LOG_LEVEL);
  const countRequests = config.METRICS_ENABLED;
  app.addHook('onResponse', (req, reply, done) => {
    const statusCode = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (logsInfo)
      req.log.info(
        { req, res: { statusCode }, route: routeOf(req), responseTime: Math.round(responseTime * 10) / 10 },
        'request completed',
      );
    if (countRequests) metrics.request(req.method, routeOf(req), statusCode, responseTime / 1000);
    done();
  });
};
