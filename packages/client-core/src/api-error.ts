import type { FieldErrors } from '@sprout/contract';

/** Codes the clients use for failures that never reached a business answer. */
export const ClientCode = {
  /** The network failed (offline, DNS, connection reset). */
  NETWORK: -1,
  /** Aborted by the timeout. */
  TIMEOUT: -2,
  /** The answer's data does not match the contract, or (console) it came without an envelope. */
  BAD_RESPONSE: -3,
} as const;

/**
 * The one error every call of both apps rejects with: the business code (or a ClientCode), the message
 * to show, `fields` from `data.fields` of a 4000 answer (empty otherwise), a 5000's request id and,
 * for an answer that came without an envelope, its HTTP status.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly fields: FieldErrors;
  readonly status?: number;
  /** A server error's (5000) data.requestId: the key to its log line. */
  readonly requestId?: string;

  constructor(
    code: number,
    msg: string,
    extra: { fields?: FieldErrors; status?: number; requestId?: string } = {},
  ) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.fields = extra.fields ?? {};
    if (extra.status !== undefined) this.status = extra.status;
    if (extra.requestId !== undefined) this.requestId = extra.requestId;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
