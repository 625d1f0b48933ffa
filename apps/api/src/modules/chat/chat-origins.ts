import type { Config } from '../../config/env.ts';

/**
 * Which pages may open `/ws` (issue 14: Origin checked): the server's own origin (the Host the request
 * came to, so a clinic behind its proxy needs no setting), PUBLIC_BASE_URL's, and CHAT_ALLOWED_ORIGINS.
 * A request with no Origin is not a browser's (browsers always send one on a websocket), and a ticket
 * is needed either way; a browser page of another site is refused.
 */
export const allowedOrigins = (config: Pick<Config, 'PUBLIC_BASE_URL' | 'CHAT_ALLOWED_ORIGINS'>) => {
  const listed = (config.CHAT_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const origins = new Set<string>();
  for (const o of [config.PUBLIC_BASE_URL, ...listed]) {
    if (!o) continue;
    try {
      origins.add(new URL(o).origin);
    } catch {
      // loadConfig checked PUBLIC_BASE_URL; a malformed listed origin simply matches nothing.
    }
  }
  return origins;
};

/** The Vite dev servers (5173, 5174) proxy /ws to the API with another Host: allowed outside production. */
const isLoopbackPage = (origin: string) => {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);
  } catch {
    return false;
  }
};

/** The check `/ws` runs on each upgrade, made once from configuration. */
export const originCheck = (
  config: Pick<Config, 'PUBLIC_BASE_URL' | 'CHAT_ALLOWED_ORIGINS' | 'isProduction'>,
): ((origin: string | undefined, host: string | undefined) => boolean) => {
  const allowed = allowedOrigins(config);
  return (origin, host) =>
    isOriginAllowed(origin, host, allowed) ||
    (!config.isProduction && origin !== undefined && isLoopbackPage(origin));
};

export const isOriginAllowed = (
  origin: string | undefined,
  host: string | undefined,
  allowed: ReadonlySet<string>,
): boolean => {
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  if (host === undefined) return false;
  try {
    const url = new URL(origin);
    // A proxy that passes nginx's $host hands on the name without the port.
    return url.host === host || (!host.includes(':') && url.hostname === host);
  } catch {
    return false;
  }
};
