import { describe, expect, it } from 'vitest';
import { createRequestKeys, type KeyStore } from './request-keys.ts';

const memoryStore = (): KeyStore => {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
};

describe('request keys', () => {
  it('gives the same key to every retry of an act until the server answered, then a new one', () => {
    const store = memoryStore();
    const keys = createRequestKeys(store);
    const first = keys.keyFor('fees.pay:12,13');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // A reload: a new instance on the same storage still has the key.
    expect(createRequestKeys(store).keyFor('fees.pay:12,13')).toBe(first);
    expect(keys.keyFor('fees.pay:14')).not.toBe(first);
    keys.settle('fees.pay:12,13');
    expect(keys.keyFor('fees.pay:12,13')).not.toBe(first);
  });
});
