import { ApiError } from './api-error.ts';

/**
 * Request keys for calls that move money, points, coupons, package uses or stock (issue 15, R16).
 * The key is made and stored before the first send, so a retry after a dropped connection, a double
 * tap or a reload of the page inside WeChat sends the same key and the server acts once. It is
 * forgotten only when the server has answered (success or a business refusal), so the next act
 * gets a new key.
 */

/** The part of Storage this needs (sessionStorage in the browser; a Map in tests). */
export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'sprout.requestKey.';

/** A fresh key: a UUID from the platform's random source (the server accepts 8-64 of [A-Za-z0-9_-]). */
const newKey = (): string => globalThis.crypto.randomUUID();

export interface RequestKeys {
  /** The key of this act (`purpose` names the act and what it is on, e.g. 'fees.pay:12,13'); made once. */
  keyFor(purpose: string): string;
  /** The server answered this act: the next one gets a new key. */
  settle(purpose: string): void;
}

export const createRequestKeys = (store: KeyStore): RequestKeys => ({
  keyFor: (purpose) => {
    const stored = store.getItem(PREFIX + purpose);
    if (stored) return stored;
    const key = newKey();
    store.setItem(PREFIX + purpose, key);
    return key;
  },
  settle: (purpose) => store.removeItem(PREFIX + purpose),
});

/**
 * Whether a failed send reached the server's business answer: a refusal (4000, 4009…) means the act
 * was decided, so the next try is a new act with a new key. No answer (network, timeout: the client
 * codes are negative) or an internal error (5000: nothing was stored) keeps the key for the retry,
 * which the server then answers as the first send, or as its stored result.
 */
export const serverDecided = (error: unknown): boolean =>
  error instanceof ApiError && error.code > 0 && error.code !== 5000;

/**
 * Sends one act that moves value with its key (made before the first send) and forgets the key once
 * the server decided it (R16): success or a business refusal; a lost answer keeps it.
 */
export const sendWithKey = async <T>(
  keys: RequestKeys,
  purpose: string,
  send: (requestKey: string) => Promise<T>,
): Promise<T> => {
  const requestKey = keys.keyFor(purpose);
  try {
    const answer = await send(requestKey);
    keys.settle(purpose);
    return answer;
  } catch (error) {
    if (serverDecided(error)) keys.settle(purpose);
    throw error;
  }
};
