import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';

/**
 * Security headers and the general rate limit. Scripts only from our origin (no inline script anywhere);
 * inline styles are allowed because antd writes component styles at run time.
 */
const STATIC_APP = /^\/(appointment|console)(\/|$)/;
/** Probes and the static front ends; everything else (the API, dev pages) counts. */
const isUncounted = (url: string): boolean =>
  url === '/health' || url === '/ready' || url === '/' || STATIC_APP.test(url);

export const registerSecurity = async (app: FastifyInstance, config: Config): Promise<void> => {
  // helmet's own middleware, built once: @fastify/helmet rebuilt it (and re-parsed the CSP) on every
  // request, which cost about 5 % of a point read.
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction,
  });
  app.addHook('onRequest', (req, reply, done) => {
    applyHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
  // Counted in process memory; a multi-process deployment moves the counters to Redis (docs/ARCHITECTURE.md).
  // The built front ends are not counted: one page load fetches dozens of hashed chunks, and parents
  // behind one clinic Wi-Fi share an address, so counting files would lock a whole waiting room out.
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (req) => isUncounted(req.url),
  });
};
