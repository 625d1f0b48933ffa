import { describe, expect, it } from 'vitest';
import { countdownOf, sortByDeadline } from './countdown.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('sortByDeadline', () => {
  it('puts the soonest deadline first, none last, ties by the older inquiry', () => {
    const items = [
      { inquiryId: 4, dueAt: null },
      { inquiryId: 3, dueAt: '2026-05-03T06:30:00.000Z' },
      { inquiryId: 2, dueAt: '2026-05-03T06:10:00.000Z' },
      { inquiryId: 1, dueAt: '2026-05-03T06:30:00.000Z' },
    ];
    expect(sortByDeadline(items).map((i) => i.inquiryId)).toEqual([2, 1, 3, 4]);
    expect(items.map((i) => i.inquiryId)).toEqual([4, 3, 2, 1]);
  });

  it('puts an inquiry with a red flag in its chat before every deadline, the earliest flag first', () => {
    const items = [
      { inquiryId: 1, dueAt: '2026-05-03T06:10:00.000Z', redFlag: null },
      { inquiryId: 2, dueAt: null, redFlag: { at: '2026-05-03T06:05:00.000Z' } },
      { inquiryId: 3, dueAt: '2026-05-03T07:00:00.000Z', redFlag: { at: '2026-05-03T06:01:00.000Z' } },
    ];
    expect(sortByDeadline(items).map((i) => i.inquiryId)).toEqual([3, 2, 1]);
  });
});

describe('countdownOf', () => {
  const now = at('2026-05-03T06:00:00.000Z');
  it('reads hours and minutes when far, minutes and seconds when near', () => {
    expect(countdownOf('2026-05-03T07:05:30.000Z', now)).toEqual({
      text: '剩余 1小时05分',
      overdue: false,
      urgent: false,
    });
    expect(countdownOf('2026-05-03T06:04:09.000Z', now)).toEqual({
      text: '剩余 04分09秒',
      overdue: false,
      urgent: true,
    });
  });
  it('is urgent under ten minutes and not at ten', () => {
    expect(countdownOf('2026-05-03T06:10:00.000Z', now)?.urgent).toBe(false);
    expect(countdownOf('2026-05-03T06:09:59.000Z', now)?.urgent).toBe(true);
  });
  it('says overdue once passed, and nothing without a deadline', () => {
    expect(countdownOf('2026-05-03T05:57:00.000Z', now)).toEqual({
      text: '已超时 3分',
      overdue: true,
      urgent: true,
    });
    expect(countdownOf('2026-05-03T06:00:00.000Z', now)?.text).toBe('已到时');
    expect(countdownOf(null, now)).toBeNull();
    expect(countdownOf('not a time', now)).toBeNull();
  });
});
