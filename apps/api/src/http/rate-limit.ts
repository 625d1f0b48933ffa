import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import {
  createDatabaseCounter,
  type RateLimitCount,
  type SharedCounter,
} from '../providers/rate-limit/database-rate-limit-store.ts';

const STATIC_APP = /^\/(appointment|console)(\/|$)/;
/** Probes and the static front ends; everything else (the API, dev pages) counts. */
const isUncounted = (url: string): boolean =>
  url === '/health' || url === '/ready' || url === '/' || STATIC_APP.test(url);

type Callback = (err: Error | null, result?: RateLimitCount) => void;

/**
 * @fastify/rate-limit's store interface (it calls `new Store(options)`, then `child` for each route with
 * a limit of its own) over one shared counter. A route's own limit counts under its own prefix,
 * numbered in registration order, which is the same in every process.
 */
const storeOver = (counter: SharedCounter) => {
  let children = 0;
  return class DatabaseRateLimitStore {
    prefix = '';
    incr(key: string, cb: Callback, timeWindow: number) {
      cb(null, counter.incr(this.prefix + key, timeWindow));
    }
    child() {
      const store = new DatabaseRateLimitStore();
      store.prefix = `route${++children}:`;
      return store;
    }
  };
};

/** Where the counts live: this process, PostgreSQL (every process on it) or Redis (RATE_LIMIT_STORE). */
const sharedStore = async (
  app: FastifyInstance,
  ctx: AppContext,
): Promise<Pick<RateLimitPluginOptions, 'store' | 'redis' | 'skipOnError'>> => {
  if (ctx.config.rateLimitStore === 'database') {
    const counter = createDatabaseCounter(ctx.db, (err) =>
      ctx.log.error({ err }, 'rate-limit counts could not be written; counting locally meanwhile'),
    );
    app.addHook('onClose', () => counter.close());
    return { store: storeOver(counter) };
  }
  if (ctx.config.rateLimitStore === 'redis' && ctx.config.REDIS_URL) {
    // ioredis is loaded only when Redis is configured. Short timeouts and one retry, as the plugin
    // advises: a slow Redis must not hold requests; `skipOnError` lets them through while it is away.
    const { Redis } = await import('ioredis');
    const redis = new Redis(ctx.config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    redis.on('error', (err) => ctx.log.warn({ err }, 'Redis (rate limit) connection error'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    return { redis, skipOnError: true };
  }
  return {};
};

/**
 * The general per-address rate limit (RATE_LIMIT_PER_MINUTE). The built front ends are not counted:
 * one page load fetches dozens of hashed chunks, and parents behind one clinic Wi-Fi share an address,
 * so counting files would lock a whole waiting room out.
 */
export const registerRateLimit = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await app.register(rateLimit, {
    max: ctx.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (req) => isUncounted(req.url),
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    ...(await sharedStore(app, ctx)),
  });
};
