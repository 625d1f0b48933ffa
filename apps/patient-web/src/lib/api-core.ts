import {
  Code,
  DEFAULT_MESSAGES,
  type Endpoint,
  FORCED_LOGIN_CODES,
  type FieldErrors,
} from '@sprout/contract';
import { zhCN } from '../locale/zh-CN.ts';

/**
 * The pure half of the API client: request building and envelope interpretation, with no
 * fetch, no store and no UI, so that it is unit-tested without a browser.
 */

/** Codes the client itself uses for failures that never reached a business answer. */
export const ClientCode = {
  /** The network failed (offline, DNS, connection reset). */
  NETWORK: -1,
  /** Aborted by the timeout. */
  TIMEOUT: -2,
  /** The answer was an envelope whose data does not match the contract. */
  BAD_RESPONSE: -3,
} as const;

/** The one error every call rejects with. `fields` carries `data.fields` of a 4000 answer. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly fields?: FieldErrors;
  /** HTTP status when the answer came without an envelope. */
  readonly status?: number;

  constructor(code: number, msg: string, extra: { fields?: FieldErrors; status?: number } = {}) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    if (extra.fields) this.fields = extra.fields;
    if (extra.status !== undefined) this.status = extra.status;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const NO_TOKEN_SEGMENTS = new Set(['userLogin', 'register', 'sendSms']);

/** Spec 7: the token goes in the Authorization header except when the last path segment is userLogin, register or sendSms. */
export function sendsToken(path: string): boolean {
  const last = path.split('?', 1)[0]?.split('/').filter(Boolean).pop() ?? '';
  return !NO_TOKEN_SEGMENTS.has(last);
}

export type QueryInput = Record<string, unknown> | undefined;

function appendQuery(path: string, query: QueryInput): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

export interface BuiltRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** GET (and any endpoint with a query schema) sends the query as search params; the body travels as JSON. */
export function buildRequest(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  input: { query?: unknown; body?: unknown },
  token: string | null,
): BuiltRequest {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token && sendsToken(endpoint.path)) headers.Authorization = `Bearer ${token}`;
  const query = isRecord(input.query) ? input.query : undefined;
  const request: BuiltRequest = { url: appendQuery(endpoint.path, query), method: endpoint.method, headers };
  if (endpoint.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    request.body = JSON.stringify(input.body ?? {});
  }
  return request;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface EnvelopeLike {
  success?: unknown;
  code: number;
  data?: unknown;
  msg?: unknown;
  info?: unknown;
}

export function asEnvelope(body: unknown): EnvelopeLike | null {
  if (!isRecord(body) || typeof body.code !== 'number') return null;
  return { success: body.success, code: body.code, data: body.data, msg: body.msg, info: body.info };
}

/** What the client does with one answer; the impure half performs it. */
export type Outcome =
  | { kind: 'ok'; data: unknown }
  | { kind: 'forcedLogin'; error: ApiError }
  | { kind: 'phoneNotBound'; error: ApiError }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'httpError'; error: ApiError };

function fieldErrorsOf(data: unknown): FieldErrors | undefined {
  if (!isRecord(data) || !isRecord(data.fields)) return undefined;
  const fields: FieldErrors = {};
  for (const [key, value] of Object.entries(data.fields)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

function messageOf(envelope: EnvelopeLike): string {
  if (typeof envelope.msg === 'string' && envelope.msg && envelope.msg !== 'ok') return envelope.msg;
  if (typeof envelope.info === 'string' && envelope.info) return envelope.info;
  const known: Record<number, string> = DEFAULT_MESSAGES;
  return known[envelope.code] ?? DEFAULT_MESSAGES[Code.INTERNAL];
}

/** Spec section 8, applied to an HTTP status and a parsed body (null when the body was not JSON). */
export function interpretResponse(status: number, body: unknown): Outcome {
  const envelope = asEnvelope(body);
  if (!envelope) {
    // Non-200 (or 200 without an envelope): rejected with the status and 'data factory check failed'.
    return { kind: 'httpError', error: new ApiError(status, zhCN.common.dataFactoryCheckFailed, { status }) };
  }
  if (envelope.success === true || envelope.code === Code.OK) return { kind: 'ok', data: envelope.data };
  const fields = fieldErrorsOf(envelope.data);
  const error = new ApiError(envelope.code, messageOf(envelope), fields ? { fields } : {});
  if (FORCED_LOGIN_CODES.includes(envelope.code)) return { kind: 'forcedLogin', error };
  if (envelope.code === Code.PHONE_NOT_BOUND) return { kind: 'phoneNotBound', error };
  return { kind: 'refused', error };
}
