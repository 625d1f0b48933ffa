import { ApiError, ClientCode } from '@sprout/client-core';

/**
 * Whether the server answered a request (success or a business refusal), so its request key may be
 * forgotten. A network failure, a timeout or an unreadable answer may not have reached the server or
 * may have acted there: the key is kept so a retry acts at most once (R16).
 */
export const serverAnswered = (error: unknown): boolean => {
  if (error === null || error === undefined) return true;
  if (!(error instanceof ApiError)) return false;
  const clientCodes: number[] = Object.values(ClientCode);
  return !clientCodes.includes(error.code);
};
