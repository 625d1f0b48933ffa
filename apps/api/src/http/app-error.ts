import { type BusinessCode, Code, DEFAULT_MESSAGES, type FieldErrors } from '@sprout/contract';

/** The one error type of the server: a catalogue code, a Chinese message, and for 4000 the wrong fields. */
export class AppError extends Error {
  readonly code: BusinessCode;
  readonly fields: FieldErrors | undefined;
  constructor(code: BusinessCode, msg?: string, fields?: FieldErrors) {
    super(msg ?? DEFAULT_MESSAGES[code]);
    this.code = code;
    this.fields = fields;
  }
}

export const invalidInput = (fields: FieldErrors, msg?: string) =>
  new AppError(
    Code.INVALID_INPUT,
    msg ?? Object.values(fields)[0] ?? DEFAULT_MESSAGES[Code.INVALID_INPUT],
    fields,
  );
export const notFound = (msg = '记录不存在') => new AppError(Code.NOT_FOUND, msg);
export const conflict = (msg: string) => new AppError(Code.CONFLICT, msg);
export const forbidden = (msg = '没有权限') => new AppError(Code.FORBIDDEN, msg);
export const tooFrequent = (msg: string) => new AppError(Code.TOO_FREQUENT, msg);
