import { createRequestKeys, sendWithKey } from '@sprout/client-core';

/**
 * Request keys for acts that move money, points, coupons, package uses or stock (issue 15, R16), kept
 * in sessionStorage so a retry, a double tap or a reload (inside WeChat) resends the same key.
 */
export const requestKeys = createRequestKeys(window.sessionStorage);

/**
 * Sends one act with its key: `sendOnce('points.transfer:<mobile>', (requestKey) => callApi(…))`. The
 * key is forgotten once the server decided (success or refusal); a lost answer keeps it for the retry.
 */
export const sendOnce = <T>(purpose: string, send: (requestKey: string) => Promise<T>): Promise<T> =>
  sendWithKey(requestKeys, purpose, send);
