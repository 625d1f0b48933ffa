import type { FastifyInstance } from 'fastify';

/** The way out after SIGTERM (server.ts): each flag is set once, never cleared. */
export interface Lifecycle {
  /** /ready answers 503 (system.routes.ts) so a load balancer stops sending; requests are still served. */
  draining: boolean;
  /** No more connections are accepted: every answer still going out closes its connection. */
  closing: boolean;
}

export const createLifecycle = (): Lifecycle => ({ draining: false, closing: false });

/**
 * Once closing, every answer says `Connection: close`, so the server ends each keep-alive connection
 * right after a complete response, where the client expects it (RFC 9112 9.6), instead of leaving it
 * open or cutting it between two requests. onSend runs before the headers go, so an answer to a
 * request that began before the close gets the header too.
 */
export const registerDraining = (app: FastifyInstance, lifecycle: Lifecycle): void => {
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (lifecycle.closing) reply.header('connection', 'close');
    done(null, payload);
  });
};
