import { describe, expect, it } from 'vitest';
import { previewTemplate, weekdayLabel } from './template-preview.ts';

describe('previewTemplate', () => {
  it('splits a morning into back-to-back slots with their capacity', () => {
    const preview = previewTemplate({
      weekday: 1,
      period: 'am',
      startTime: '08:30',
      endTime: '10:00',
      slotMinutes: 30,
      capacityPerSlot: 3,
    });
    expect(preview.errors).toEqual({});
    expect(preview.slots).toEqual([
      { startTime: '08:30', endTime: '09:00', capacity: 3 },
      { startTime: '09:00', endTime: '09:30', capacity: 3 },
      { startTime: '09:30', endTime: '10:00', capacity: 3 },
    ]);
    expect(preview.totalCapacity).toBe(9);
    expect(preview.summary).toBe('3 个号源 · 共 9 人');
  });

  it('says what is wrong, in the words the server uses, and plans no slot', () => {
    const uneven = previewTemplate({
      weekday: 2,
      period: 'pm',
      startTime: '14:00',
      endTime: '15:10',
      slotMinutes: 30,
      capacityPerSlot: 2,
    });
    expect(uneven.errors).toEqual({ slotMinutes: '出诊时长应为号源时长的整数倍' });
    expect(uneven.slots).toEqual([]);
    expect(uneven.summary).toBe('出诊时长应为号源时长的整数倍');

    const backwards = previewTemplate({ ...uneven, startTime: '16:00', endTime: '15:00' });
    expect(backwards.errors.endTime).toBe('结束时间应晚于开始时间');
    expect(previewTemplate({ period: 'am', startTime: '11:00', endTime: '14:00' }).errors).toMatchObject({
      weekday: '星期应为1（周一）到7（周日）',
      endTime: '上午出诊应在13:00前结束',
    });
  });

  it('names weekdays as the clinic does', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(weekdayLabel)).toEqual([
      '周一',
      '周二',
      '周三',
      '周四',
      '周五',
      '周六',
      '周日',
    ]);
  });
});
