import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * The logger of the work under way: a request's (its lines carry the request id), a job's (job id and
 * kind), else the app's. Providers are called deep below a route or a job and log their failures
 * here, so a failed SMS send names the request or job that asked for it without every function
 * passing a logger down. One per app (tests run several apps in one process).
 */
export interface LogScope {
  current(): FastifyBaseLogger;
  run<T>(log: FastifyBaseLogger, work: () => T): T;
}

export const createLogScope = (fallback: FastifyBaseLogger): LogScope => {
  const storage = new AsyncLocalStorage<FastifyBaseLogger>();
  return {
    current: () => storage.getStore() ?? fallback,
    run: (log, work) => storage.run(log, work),
  };
};

/**
 * Enters the request's logger before the handler runs. preHandler is the last hook before the
 * handler, after the body was read (stream events run outside any request's context), and the
 * handler, its error handler and onSend are all continuations of it.
 */
export const bindRequestLogs = (app: FastifyInstance, scope: LogScope): void => {
  app.addHook('preHandler', (req, _reply, done) => scope.run(req.log, done));
};
