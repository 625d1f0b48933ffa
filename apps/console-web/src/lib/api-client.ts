import { DEFAULT_MESSAGES, type Endpoint, FORCED_LOGIN_CODES, type FieldErrors } from '@sprout/contract';
import type { z } from 'zod';
import { useSessionStore } from './session-store.ts';

/** Codes for failures that never reached a business answer. */
export const ClientCode = { NETWORK: -1, BAD_RESPONSE: -3 } as const;

/** The one error every call rejects with; `fields` carries `data.fields` of a 4000 answer. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly fields: FieldErrors;

  constructor(code: number, msg: string, fields: FieldErrors = {}) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.fields = fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldErrorsOf(data: unknown): FieldErrors {
  const fields: FieldErrors = {};
  if (!isRecord(data) || !isRecord(data.fields)) return fields;
  for (const [key, value] of Object.entries(data.fields)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

function defaultMessage(code: number): string {
  const known = Object.entries(DEFAULT_MESSAGES).find(([key]) => Number(key) === code);
  return known?.[1] ?? '请求失败，请稍后重试';
}

function urlOf(path: string, query: unknown): string {
  if (!isRecord(query)) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface CallInput<Q extends z.ZodType, B extends z.ZodType> {
  query?: z.input<Q>;
  body?: z.input<B>;
}

/**
 * Calls one contract endpoint and resolves with its `data`, checked against the contract's response
 * schema. Any refusal rejects with ApiError; the session-ending codes also sign the user out, and
 * the route guard then sends them to the login page.
 */
export async function callApi<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<Q, B, R>,
  input: CallInput<Q, B> = {},
): Promise<z.output<R>> {
  const token = useSessionStore.getState().token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: endpoint.method, headers };
  if (endpoint.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(input.body ?? {});
  }

  let payload: unknown;
  try {
    const response = await fetch(urlOf(endpoint.path, input.query), init);
    payload = await response.json().catch(() => null);
    if (!isRecord(payload) || typeof payload.code !== 'number') {
      throw new ApiError(ClientCode.BAD_RESPONSE, `服务暂时不可用（HTTP ${response.status}），请稍后重试`);
    }
  } catch (error) {
    if (isApiError(error)) throw error;
    throw new ApiError(ClientCode.NETWORK, '网络连接失败，请检查网络后重试');
  }

  const code = payload.code;
  const msg = typeof payload.msg === 'string' && payload.msg ? payload.msg : defaultMessage(code);
  if (payload.success !== true || code !== 200) {
    if (FORCED_LOGIN_CODES.includes(code)) useSessionStore.getState().signOut({ kind: 'forced', msg });
    throw new ApiError(code, msg, fieldErrorsOf(payload.data));
  }
  const parsed = endpoint.response.safeParse(payload.data);
  if (!parsed.success) throw new ApiError(ClientCode.BAD_RESPONSE, '服务返回的数据有误，请刷新后重试');
  return parsed.data;
}
