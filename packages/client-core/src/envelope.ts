import { Code, DEFAULT_MESSAGES, FORCED_LOGIN_CODES, type FieldErrors } from '@sprout/contract';
import { ApiError } from './api-error.ts';

/** Spec 8: what a call rejects with when the answer carries no envelope. */
export const NO_ENVELOPE_MSG = 'data factory check failed';

export interface EnvelopeLike {
  success?: unknown;
  code: number;
  data?: unknown;
  msg?: unknown;
  info?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope in a parsed body, or null when the body is not one (a proxy's page, no JSON). */
export function asEnvelope(body: unknown): EnvelopeLike | null {
  if (!isRecord(body) || typeof body.code !== 'number') return null;
  return { success: body.success, code: body.code, data: body.data, msg: body.msg, info: body.info };
}

/** `data.fields` of a 4000 answer, strings only. */
export function fieldErrorsOf(data: unknown): FieldErrors {
  const fields: FieldErrors = {};
  if (!isRecord(data) || !isRecord(data.fields)) return fields;
  for (const [key, value] of Object.entries(data.fields)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

/** The message of a refusal: its own, else the legacy `info`, else the catalogue's for its code. */
export function messageOf(envelope: EnvelopeLike): string {
  if (typeof envelope.msg === 'string' && envelope.msg && envelope.msg !== 'ok') return envelope.msg;
  if (typeof envelope.info === 'string' && envelope.info) return envelope.info;
  const known: Record<number, string> = DEFAULT_MESSAGES;
  return known[envelope.code] ?? DEFAULT_MESSAGES[Code.INTERNAL];
}

/** The ApiError a refusal envelope stands for. */
export const refusalError = (envelope: EnvelopeLike): ApiError => {
  const requestId = requestIdOf(envelope.data);
  return new ApiError(envelope.code, messageOf(envelope), {
    fields: fieldErrorsOf(envelope.data),
    ...(requestId ? { requestId } : {}),
  });
};

/** data.requestId of a server error (5000), as the server answers it. */
const requestIdOf = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const id: unknown = Reflect.get(data, 'requestId');
  return typeof id === 'string' ? id : undefined;
};

/** What a client does with one answer: each app performs it in its own way. */
export type Outcome =
  | { kind: 'ok'; data: unknown }
  /** 1000, 1001, 1100, 402: the stored session is over. */
  | { kind: 'forcedLogin'; error: ApiError }
  /** 1004: the call needs a bound phone. */
  | { kind: 'phoneNotBound'; error: ApiError }
  /** Any other business code. */
  | { kind: 'refused'; error: ApiError }
  /** An HTTP answer without an envelope; the error carries the status. */
  | { kind: 'httpError'; error: ApiError };

/** Spec section 8, applied to an HTTP status and a parsed body (null when the body was not JSON). */
export function interpretResponse(status: number, body: unknown): Outcome {
  const envelope = asEnvelope(body);
  if (!envelope) return { kind: 'httpError', error: new ApiError(status, NO_ENVELOPE_MSG, { status }) };
  if (envelope.success === true || envelope.code === Code.OK) return { kind: 'ok', data: envelope.data };
  const error = refusalError(envelope);
  if (FORCED_LOGIN_CODES.includes(envelope.code)) return { kind: 'forcedLogin', error };
  if (envelope.code === Code.PHONE_NOT_BOUND) return { kind: 'phoneNotBound', error };
  return { kind: 'refused', error };
}
