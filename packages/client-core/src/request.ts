import type { Endpoint } from '@sprout/contract';

/** What a request needs to know of an endpoint: a contract endpoint or its zod-free route. */
export type RouteLike = Pick<Endpoint, 'method' | 'path'>;

const NO_TOKEN_SEGMENTS = new Set(['userLogin', 'register', 'sendSms']);

/** Spec 7: the token goes in the Authorization header except when the last path segment is userLogin, register or sendSms. */
export function sendsToken(path: string): boolean {
  const last = path.split('?', 1)[0]?.split('/').filter(Boolean).pop() ?? '';
  return !NO_TOKEN_SEGMENTS.has(last);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The query string of a call, without '?'. A value that is undefined, null or '' is not sent: an empty
 * value means "not given" to every endpoint (a cleared search box, an unset filter). Arrays repeat the key.
 */
export function queryString(query: unknown): string {
  if (!isRecord(query)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      params.append(key, String(item));
    }
  }
  return params.toString();
}

/** The path with the query appended. */
export function withQuery(path: string, query: unknown): string {
  const search = queryString(query);
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

export interface BuiltRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** The query travels as search params (for any method); anything but GET sends its body as JSON. */
export function buildRequest(
  route: RouteLike,
  input: { query?: unknown; body?: unknown },
  token: string | null,
): BuiltRequest {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token && sendsToken(route.path)) headers.Authorization = `Bearer ${token}`;
  const request: BuiltRequest = { url: withQuery(route.path, input.query), method: route.method, headers };
  if (route.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    request.body = JSON.stringify(input.body ?? {});
  }
  return request;
}
