import { describe, expect, it } from 'vitest';
import { ApiError, ClientCode } from './api-error.ts';
import { createRequestKeys, type KeyStore, sendWithKey } from './request-keys.ts';

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

describe('sendWithKey', () => {
  const store = () => {
    const m = new Map<string, string>();
    return createRequestKeys({
      getItem: (k) => m.get(k) ?? null,
      setItem: (k, v) => void m.set(k, v),
      removeItem: (k) => void m.delete(k),
    });
  };

  it('keeps the key after a lost answer and sends it again; forgets it once the server decided', async () => {
    const keys = store();
    const sent: string[] = [];
    const lost = sendWithKey(keys, 'fees.start:1', async (k) => {
      sent.push(k);
      throw new ApiError(ClientCode.NETWORK, '网络异常');
    });
    await expect(lost).rejects.toThrow('网络异常');
    const internal = sendWithKey(keys, 'fees.start:1', async (k) => {
      sent.push(k);
      throw new ApiError(5000, '服务器开小差了');
    });
    await expect(internal).rejects.toThrow();
    const send = async (k: string) => {
      sent.push(k);
      return 'ok';
    };
    expect(await sendWithKey(keys, 'fees.start:1', send)).toBe('ok');
    expect(new Set(sent).size).toBe(1);
    // Decided: the next act of the same purpose is a new one.
    const refused = sendWithKey(keys, 'fees.start:1', async (k) => {
      sent.push(k);
      throw new ApiError(4009, '账单正在支付中');
    });
    await expect(refused).rejects.toThrow('账单正在支付中');
    await sendWithKey(keys, 'fees.start:1', send);
    expect(new Set(sent).size).toBe(3);
  });
});
