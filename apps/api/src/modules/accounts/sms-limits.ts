/** Quality bar R4, in one place (the per-address hourly limit, 20, is the SMS_PER_IP_PER_HOUR setting). */
export const SMS_LIMITS = {
  perPhoneGapMs: 60_000,
  perPhonePerHour: 5,
  perPhonePerDay: 10,
  codeTtlMs: 5 * 60_000,
  maxAttempts: 5,
} as const;

export type SmsPurpose = 'login' | 'bind' | 'record' | 'points-transfer';
