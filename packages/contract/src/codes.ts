/**
 * The business code catalogue of the API surface. Every refusal the server sends carries one
 * of these codes; the patient app's interceptor decides what to do from the code alone.
 */
export const Code = {
  OK: 200,
  NOT_LOGGED_IN: 1000,
  SESSION_EXPIRED: 1001,
  SESSION_REVOKED: 1100,
  ACCOUNT_DISABLED: 402,
  PHONE_NOT_BOUND: 1004,
  INVALID_INPUT: 4000,
  FORBIDDEN: 4003,
  NOT_FOUND: 4004,
  CONFLICT: 4009,
  TOO_FREQUENT: 4029,
  INTERNAL: 5000,
} as const;

export type CodeName = keyof typeof Code;
export type BusinessCode = (typeof Code)[CodeName];

/** Default Chinese message for each code, used when a refusal gives none of its own. */
export const DEFAULT_MESSAGES: Record<BusinessCode, string> = {
  200: 'ok',
  1000: '请先登录',
  1001: '登录已过期，请重新登录',
  1100: '登录状态已失效，请重新登录',
  402: '账号已被停用',
  1004: '您还未绑定手机号，请先绑定~',
  4000: '输入有误，请检查后重试',
  4003: '没有权限',
  4004: '记录不存在',
  4009: '操作冲突，请刷新后重试',
  4029: '操作太频繁，请稍后再试',
  5000: '服务器开小差了，请稍后重试',
};

/** Codes after which the app clears the stored user and forces a new login. */
export const FORCED_LOGIN_CODES: readonly number[] = [
  Code.NOT_LOGGED_IN,
  Code.SESSION_EXPIRED,
  Code.SESSION_REVOKED,
  Code.ACCOUNT_DISABLED,
];
