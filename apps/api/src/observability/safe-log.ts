import { createHash } from 'node:crypto';

/**
 * What a log line may say (quality bar R15: no phone numbers, names, tokens, share links or WeChat
 * codes in any log line). Request paths keep only the query parameters known to be harmless;
 * error texts have mainland mobile numbers and long secrets masked.
 */

/**
 * Query parameters whose values are logged as they are: ids, pages, dates and choices. Every other
 * parameter (token, code, mobile, phone, name, keyword, url, returnUrl, pid, measurements…) is logged
 * as `[redacted]`, so a parameter added later is hidden until someone decides it is harmless.
 */
const HARMLESS_PARAMS = new Set([
  'pageNum',
  'pageSize',
  'facilityId',
  'departmentId',
  'deptId',
  'doctorId',
  'babyId',
  'weId',
  'orderNo',
  'reportId',
  'msgId',
  'month',
  'date',
  'from',
  'to',
  'weekday',
  'cityCode',
  'status',
  'role',
  'flag',
  'type',
  'range',
  'stepSlots',
  'reference',
  'posture',
  'confirmUnusual',
  'channel',
  'bizAppId',
  'appid',
  'scope',
  'response_type',
  'state',
  'result',
]);

export const REDACTED = '[redacted]';

/** The path as requested, with every query value but the harmless ones replaced. */
export const redactUrl = (url: string): string => {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept: string[] = [];
  for (const [name, value] of params)
    kept.push(
      `${encodeURIComponent(name)}=${HARMLESS_PARAMS.has(name) ? encodeURIComponent(value) : REDACTED}`,
    );
  return kept.length ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q);
};

const MOBILE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
/** 32+ characters of base64url or hex in one run: a session token, a signature, a WeChat code. */
const LONG_SECRET = /(?<![\w-])[A-Za-z0-9_-]{32,}(?![\w-])/g;
/** A share link's token: shareId.expiryMs.signature. */
const SHARE_TOKEN = /\b\d+\.\d{13}\.[A-Za-z0-9_-]{20,}/g;

/** Masks mobile numbers (138****5678) and long secrets in free text (error messages, stacks). */
export const scrubText = (text: string): string =>
  text
    .replace(SHARE_TOKEN, REDACTED)
    .replace(MOBILE, '$1****$2')
    .replace(LONG_SECRET, (m) => (/^[a-f0-9-]{36}$/.test(m) ? m : REDACTED));

/** A username in a log line: not readable, but the same name always gives the same mark. */
export const maskedUsername = (username: string): string =>
  `${username.slice(0, 1)}***#${createHash('sha256').update(username).digest('hex').slice(0, 10)}`;

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? scrubText(value) : undefined;

/**
 * An error as a log line shows it: its kind, scrubbed message and stack, and the database's
 * constraint/table/column names. The driver's `detail`, `where` and parameters stay out: PostgreSQL
 * writes the offending row's values there (`Key (phone)=(138…) already exists`).
 */
export const safeError = (err: unknown, depth = 0): LoggedError => {
  if (!(err instanceof Error)) return { type: typeof err, message: scrubText(String(err)) };
  const extra = err as Error & Record<string, unknown>;
  const logged: LoggedError = { type: err.name, message: scrubText(err.message) };
  const stack = textOf(err.stack);
  if (stack) logged.stack = stack;
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    const value = extra[key];
    if (typeof value === 'string' || typeof value === 'number') logged[key] = scrubText(String(value));
  }
  if (err.cause !== undefined && depth < 3) logged.cause = safeError(err.cause, depth + 1);
  return logged;
};
