import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidatePoints, POINTS_QUERY_ROOT } from './points-queries.ts';

describe('invalidatePoints', () => {
  it('marks the ledger and the balance stale and leaves other queries alone', async () => {
    const client = new QueryClient();
    const ledger = [...POINTS_QUERY_ROOT, 'ledger'];
    const top = [...POINTS_QUERY_ROOT, 'ledger', 'top'];
    const status = [...POINTS_QUERY_ROOT, 'status'];
    for (const key of [ledger, top, status, ['orders']]) client.setQueryData(key, { n: 1 });
    await invalidatePoints(client);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([ledger, top, status].map(stale)).toEqual([true, true, true]);
    expect(stale(['orders'])).toBe(false);
  });
});
