import { describe, expect, it } from 'vitest';
import { parseSessionScope } from './forget-sessions.service.ts';
import { createSessionCache, type ParentSessionRow } from './session-cache.ts';

const parent = (id: number, userId: number): ParentSessionRow => ({
  id,
  expires_at: '2030-01-01T00:00:00.000Z',
  last_seen_at: '2026-11-25T00:00:00.000Z',
  revoked_at: null,
  user_id: userId,
  uid: `u${userId}`,
  phone: null,
  status: 'active',
});

describe('session cache', () => {
  it('serves a row for its few seconds, then reads again', () => {
    const cache = createSessionCache(5_000);
    cache.parents.set('h1', parent(1, 10), cache.epoch(), 1_000);
    expect(cache.parents.get('h1', 5_999)?.id).toBe(1);
    expect(cache.parents.get('h1', 6_000)).toBeUndefined();
  });

  it('forgets one session, or every session of an account', () => {
    const cache = createSessionCache();
    cache.parents.set('h1', parent(1, 10), cache.epoch(), 0);
    cache.parents.set('h2', parent(2, 10), cache.epoch(), 0);
    cache.parents.set('h3', parent(3, 11), cache.epoch(), 0);
    cache.forget({ parentSessionId: 1 });
    expect(cache.parents.get('h1', 1)).toBeUndefined();
    expect(cache.parents.get('h2', 1)?.id).toBe(2);
    cache.forget({ userId: 10 });
    expect(cache.parents.get('h2', 1)).toBeUndefined();
    expect(cache.parents.get('h3', 1)?.id).toBe(3);
  });

  it('does not keep a row read before a forget (it may predate the change)', () => {
    const cache = createSessionCache();
    const epochAtRead = cache.epoch();
    cache.forget({ userId: 10 }); // the change commits while the read is under way
    cache.parents.set('h1', parent(1, 10), epochAtRead, 0);
    expect(cache.parents.get('h1', 1)).toBeUndefined();
  });

  it('reads a scope from the fan-out only in its exact shape', () => {
    expect(parseSessionScope('{"userId":7}')).toEqual({ userId: 7 });
    expect(parseSessionScope('{"staffSessionId":3}')).toEqual({ staffSessionId: 3 });
    expect(parseSessionScope('{"userId":"7"}')).toBeNull();
    expect(parseSessionScope('{"userId":7,"staffId":1}')).toBeNull();
    expect(parseSessionScope('{"everyone":1}')).toBeNull();
    expect(parseSessionScope('not json')).toBeNull();
  });
});
