import { describe, expect, it } from 'vitest';
import { bookingRulesPreview, dateLabel, minutesText } from './booking-rules.ts';

const settings = {
  bookingWindowDays: 7,
  releaseTime: '08:00',
  sameDayCutoff: '16:00',
  cancelCutoffMinutes: 120,
  holdMinutes: 15,
};

describe('booking rules preview', () => {
  it('labels dates and durations in Chinese', () => {
    expect(dateLabel('2026-11-29')).toBe('11月29日（周日）');
    expect(dateLabel('2026-01-05')).toBe('1月5日（周一）');
    expect(minutesText(15)).toBe('15分钟');
    expect(minutesText(120)).toBe('2小时');
    expect(minutesText(90)).toBe('1小时30分钟');
    expect(minutesText(1440)).toBe('24小时');
  });

  it('before the release time the window ends a day short; after it, on the newest day', () => {
    // 07:30 and 09:00 in Shanghai on Sunday 2026-11-22.
    const early = bookingRulesPreview(settings, new Date('2026-11-21T23:30:00Z'));
    const late = bookingRulesPreview(settings, new Date('2026-11-22T01:00:00Z'));
    expect(early[0]).toBe('此刻家长可预约今天至 11月28日（周六） 的号源。');
    expect(late[0]).toBe('此刻家长可预约今天至 11月29日（周日） 的号源。');
    expect(late[1]).toBe('每天 08:00 放出第 7 天的号源（今天放出 11月29日（周日））。');
    expect(late.slice(2)).toEqual([
      '每天 16:00 以后不能再预约当天的号源。',
      '就诊开始前 2小时以内，家长不能再自行取消预约。',
      '预约付费号源后须在 15分钟内完成支付，超时订单关闭、号源放回。',
    ]);
  });

  it('a one-day window before its release and a zero cancel cut-off read plainly', () => {
    const preview = bookingRulesPreview(
      { ...settings, bookingWindowDays: 1, cancelCutoffMinutes: 0 },
      new Date('2026-11-21T23:30:00Z'),
    );
    expect(preview[0]).toBe('此刻家长只能预约今天的号源。');
    expect(preview[3]).toBe('就诊开始前家长都可以自行取消预约。');
  });
});
