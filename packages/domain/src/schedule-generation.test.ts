import { describe, expect, it } from 'vitest';
import {
  datesInRange,
  planSessions,
  slotsOf,
  validateTemplate,
  type WeeklyTemplate,
  weekdayOf,
} from './schedule-generation.ts';

const morning: WeeklyTemplate = {
  id: 1,
  doctorId: 7,
  weekday: 1,
  period: 'am',
  startTime: '08:30',
  endTime: '11:30',
  slotMinutes: 30,
  capacityPerSlot: 3,
};
const afternoon: WeeklyTemplate = {
  ...morning,
  id: 2,
  weekday: 3,
  period: 'pm',
  startTime: '14:00',
  endTime: '17:00',
};

describe('calendar helpers', () => {
  it('numbers weekdays 1 (Monday) to 7 (Sunday)', () => {
    expect(weekdayOf('2026-03-02')).toBe(1);
    expect(weekdayOf('2026-03-08')).toBe(7);
  });
  it('lists a range across a month end, both ends included', () => {
    expect(datesInRange('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(datesInRange('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('validateTemplate', () => {
  it('accepts a believable morning and afternoon', () => {
    expect(validateTemplate(morning)).toEqual({});
    expect(validateTemplate(afternoon)).toEqual({});
  });
  it.each([
    [{ startTime: '11:30', endTime: '08:30' }, 'endTime', '结束时间应晚于开始时间'],
    [{ startTime: '09:00', endTime: '09:00' }, 'endTime', '结束时间应晚于开始时间'],
    [{ startTime: '8:30' }, 'startTime', '开始时间格式应为 HH:mm'],
    [{ endTime: '24:00' }, 'endTime', '结束时间格式应为 HH:mm'],
    [{ endTime: '13:30' }, 'endTime', '上午出诊应在13:00前结束'],
    [{ period: 'pm' as const }, 'startTime', '下午出诊应在12:00及以后开始'],
    [{ slotMinutes: 4 }, 'slotMinutes', '每个号源时长应为5-120分钟'],
    [{ slotMinutes: 121 }, 'slotMinutes', '每个号源时长应为5-120分钟'],
    [{ slotMinutes: 40 }, 'slotMinutes', '出诊时长应为号源时长的整数倍'],
    [{ capacityPerSlot: 0 }, 'capacityPerSlot', '每个号源可约人数应为1-50人'],
    [{ capacityPerSlot: 51 }, 'capacityPerSlot', '每个号源可约人数应为1-50人'],
    [{ capacityPerSlot: 1.5 }, 'capacityPerSlot', '每个号源可约人数应为1-50人'],
    [{ weekday: 0 }, 'weekday', '星期应为1（周一）到7（周日）'],
    [{ weekday: 8 }, 'weekday', '星期应为1（周一）到7（周日）'],
  ])('refuses %o on %s', (change, field, message) => {
    expect(validateTemplate({ ...morning, ...change })[field]).toBe(message);
  });
  it('allows a morning ending exactly at 13:00 and an afternoon starting at 12:00', () => {
    expect(validateTemplate({ ...morning, endTime: '13:00' })).toEqual({});
    expect(validateTemplate({ ...afternoon, startTime: '12:00' })).toEqual({});
  });
});

describe('slotsOf', () => {
  it('splits a session back to back', () => {
    const slots = slotsOf(morning);
    expect(slots).toHaveLength(6);
    expect(slots[0]).toEqual({ startTime: '08:30', endTime: '09:00', capacity: 3 });
    expect(slots[5]).toEqual({ startTime: '11:00', endTime: '11:30', capacity: 3 });
  });
  it('plans nothing from an unreadable time', () => {
    expect(slotsOf({ ...morning, startTime: 'x' })).toEqual([]);
  });
});

describe('planSessions', () => {
  it('plans each template on its weekday in the range, sorted by date', () => {
    // 2026-03-02 is a Monday; the range covers two Mondays and one Wednesday.
    const plan = planSessions([afternoon, morning], '2026-03-02', '2026-03-09');
    expect(plan.map((s) => [s.date, s.period, s.templateId])).toEqual([
      ['2026-03-02', 'am', 1],
      ['2026-03-04', 'pm', 2],
      ['2026-03-09', 'am', 1],
    ]);
    expect(plan[1]?.slots[0]).toEqual({ startTime: '14:00', endTime: '14:30', capacity: 3 });
  });
  it('skips holidays and templates that do not validate', () => {
    const broken = { ...morning, id: 3, weekday: 3, endTime: '08:00' };
    const plan = planSessions([morning, afternoon, broken], '2026-03-02', '2026-03-09', ['2026-03-09']);
    expect(plan.map((s) => s.date)).toEqual(['2026-03-02', '2026-03-04']);
  });
  it('orders several doctors on one day by doctor then period', () => {
    const other = { ...morning, id: 4, doctorId: 3 };
    const pmSame = { ...afternoon, id: 5, weekday: 1 };
    const plan = planSessions([pmSame, morning, other], '2026-03-02', '2026-03-02');
    expect(plan.map((s) => [s.doctorId, s.period])).toEqual([
      [3, 'am'],
      [7, 'am'],
      [7, 'pm'],
    ]);
  });
});
