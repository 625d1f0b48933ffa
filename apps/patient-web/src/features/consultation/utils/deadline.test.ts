import { describe, expect, it } from 'vitest';
import { formatTimeLeft, runningDeadline } from './deadline.ts';

const base = {
  acceptDeadlineAt: '2026-11-25T10:30:00.000Z',
  answerDeadlineAt: '2026-11-25T12:30:00.000Z',
  firstAnsweredAt: null,
};

describe('runningDeadline', () => {
  it('counts down to the accept deadline while the inquiry waits', () => {
    expect(runningDeadline({ ...base, status: 'waiting' })).toEqual({
      kind: 'accept',
      dueAt: '2026-11-25T10:30:00.000Z',
    });
  });
  it('counts down to the first answer once accepted, until the doctor has answered', () => {
    expect(runningDeadline({ ...base, status: 'inProgress' })).toEqual({
      kind: 'answer',
      dueAt: '2026-11-25T12:30:00.000Z',
    });
    expect(
      runningDeadline({ ...base, status: 'inProgress', firstAnsweredAt: '2026-11-25T11:00:00.000Z' }),
    ).toBeNull();
  });
  it('has no countdown before payment or after the end', () => {
    for (const status of ['pendingPayment', 'completed', 'rated', 'cancelled', 'refunded'] as const)
      expect(runningDeadline({ ...base, status })).toBeNull();
  });
  it('has none when the server gave no due time', () => {
    expect(runningDeadline({ ...base, status: 'waiting', acceptDeadlineAt: null })).toBeNull();
  });
});

describe('formatTimeLeft', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatTimeLeft(29 * 60 + 5)).toBe('29:05');
    expect(formatTimeLeft(0)).toBe('00:00');
    expect(formatTimeLeft(-3)).toBe('00:00');
  });
  it('shows hours, and days past one day', () => {
    expect(formatTimeLeft(2 * 3600)).toBe('2:00:00');
    expect(formatTimeLeft(86_400 + 3 * 3600 + 61)).toBe('1天 3:01:01');
  });
});
