/** Quality bar R4, in one place. */
export const SMS_LIMITS = {
  perPhoneGapMs: 60_000,
  perPhonePerHour: 5,
  perPhonePerDay: 10,
  perIpPerHour: 20,
  codeTtlMs: 5 * 60_000,
  maxAttempts: 5,
} as const;

export type SmsPurpose = 'login' | 'bind' | 'record';
