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
