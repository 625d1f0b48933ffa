import { describe, expect, it } from 'vitest';
import { isLive } from './live.ts';

const now = Date.parse('2026-12-03T10:00:00Z');

describe('isLive (问诊详情 watches the chat)', () => {
  it('watches while the doctor may accept, answer, close or refund', () => {
    expect(isLive({ status: 'waiting', followUpUntil: null }, now)).toBe(true);
    expect(isLive({ status: 'inProgress', followUpUntil: null }, now)).toBe(true);
  });

  it('watches a closed consult only while its free follow-ups run', () => {
    expect(isLive({ status: 'completed', followUpUntil: '2026-12-03T11:00:00Z' }, now)).toBe(true);
    expect(isLive({ status: 'rated', followUpUntil: '2026-12-03T11:00:00Z' }, now)).toBe(true);
    expect(isLive({ status: 'completed', followUpUntil: '2026-12-03T09:59:59Z' }, now)).toBe(false);
    expect(isLive({ status: 'completed', followUpUntil: null }, now)).toBe(false);
  });

  it('does not watch before payment or once cancelled or refunded', () => {
    for (const status of ['pendingPayment', 'cancelled', 'refunded'] as const)
      expect(isLive({ status, followUpUntil: '2026-12-03T11:00:00Z' }, now)).toBe(false);
  });
});
