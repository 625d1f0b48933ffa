import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Code } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config/env.ts';
import { registerRateLimit } from './rate-limit.ts';

/**
 * Security headers and the general rate limit.
 *
 * Documents a browser renders as a page (HTML, and PDF sheets opened inline) get helmet's headers:
 * scripts only from our origin (no inline script anywhere); inline styles are allowed because antd
 * writes component styles at run time. helmet decides them once at start-up and each response replays
 * the captured set (docs/decisions/0003).
 *
 * Everything else (JSON answers, scripts, styles, images, fonts) is never a page, so the page headers
 * (COOP, Origin-Agent-Cluster, X-Frame-Options, X-XSS-Protection, the long CSP…) do nothing there but
 * cost about 1 kB on every answer and every asset of a page load. They get the set OWASP recommends for
 * APIs: nosniff, a CSP that allows nothing and may not be framed (an SVG opened on its own runs
 * nothing), a referrer policy, same-origin resource policy, and HSTS in production.
 */

type HeaderSet = Record<string, string>;

/** The headers helmet's middleware sets, collected once on a response that is never sent. */
const captureHeaders = (middleware: ReturnType<typeof helmet>): HeaderSet => {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let failed: unknown;
  // helmet's middleware only sets headers and calls next synchronously; the request is not read.
  middleware(req, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  const headers: HeaderSet = {};
  for (const [name, value] of Object.entries(res.getHeaders()))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  return headers;
};

/** wss://host[:port] for an https origin (ws:// for http), as a CSP source; none without one. */
export const socketOrigin = (publicBaseUrl: string | undefined): string[] => {
  if (!publicBaseUrl) return [];
  const url = new URL(publicBaseUrl);
  return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
};

export const pageHeaders = (config: Pick<Config, 'isProduction' | 'PUBLIC_BASE_URL'>): HeaderSet =>
  captureHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // WeChat's JS-SDK (the share card), loaded by the patient app only inside WeChat, from
          // WeChat's own host: exactly that origin, nothing inline.
          scriptSrc: ["'self'", 'https://res.wx.qq.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // Our own origin only (decision 0013): 'self' covers same-origin ws:/wss: under CSP Level 3
          // (Chromium, Firefox, current WebKit); the public origin's socket URL is named as well for
          // WebKit builds that predate that rule. Never 'ws:'/'wss:', which allow any socket server.
          connectSrc: ["'self'", ...socketOrigin(config.PUBLIC_BASE_URL)],
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
    }),
  );

export const resourceHeaders = (page: HeaderSet): HeaderSet => {
  const lean: HeaderSet = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': page['referrer-policy'] ?? 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
  const hsts = page['strict-transport-security'];
  if (hsts) lean['strict-transport-security'] = hsts;
  return lean;
};

/** HTML and PDF are rendered as documents; a response without a type is treated as one, to be safe. */
const isDocument = (type: unknown): boolean => {
  const value = Array.isArray(type) ? type[0] : type;
  return typeof value !== 'string' || value.startsWith('text/html') || value.startsWith('application/pdf');
};

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1) on a dual-stack socket. */
export const isLoopback = (address: string | undefined): boolean =>
  !!address && (address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address));

/**
 * The development helpers (/dev/sms-outbox, the WeChat authorise page, the sandbox cashier) hand out
 * login codes and mark orders paid, so they answer only a browser on this machine. The socket's own
 * address decides, never X-Forwarded-For (which the caller writes): a demo opened to a clinic's
 * Wi-Fi (HOST=0.0.0.0) serves its pages to phones but no codes.
 */
const guardDevRoutes = (app: FastifyInstance): void => {
  app.addHook('onRequest', (req, reply, done) => {
    // The matched route's pattern, not the raw URL: an encoded path (/%64ev/…) matches the same route.
    const route = req.routeOptions.url ?? req.url;
    if (!route.startsWith('/dev/') || isLoopback(req.raw.socket.remoteAddress)) return done();
    reply
      .status(403)
      .header('cache-control', 'no-store')
      .send({ success: false, code: Code.FORBIDDEN, data: null, msg: '开发工具仅限本机访问' });
  });
};

export const registerSecurity = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  guardDevRoutes(app);
  const page = pageHeaders(ctx.config);
  const resource = resourceHeaders(page);
  // onSend sees the final content type, whichever handler (route, static files, error handler) answered.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.headers(isDocument(reply.getHeader('content-type')) ? page : resource);
    reply.header('x-request-id', req.id);
    done(null, payload);
  });
  await registerRateLimit(app, ctx);
};
