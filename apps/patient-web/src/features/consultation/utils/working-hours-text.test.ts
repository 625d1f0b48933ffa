import { describe, expect, it } from 'vitest';
import { workingHoursLines } from './working-hours-text.ts';

const every = (days: number[], start: string, end: string) =>
  days.map((weekday) => ({ weekday, start, end }));

describe('workingHoursLines', () => {
  it('reads the same hours every day as one line 每天, the periods of a day in time order', () => {
    const week = [1, 2, 3, 4, 5, 6, 7];
    expect(workingHoursLines([...every(week, '14:00', '20:00'), ...every(week, '08:30', '12:00')])).toEqual([
      { days: '每天', times: '08:30-12:00、14:00-20:00' },
    ]);
  });

  it('makes a range of three days or more, and lists shorter runs day by day', () => {
    expect(
      workingHoursLines([...every([1, 2, 3, 4, 5], '09:00', '17:00'), ...every([6, 7], '09:00', '12:00')]),
    ).toEqual([
      { days: '周一至周五', times: '09:00-17:00' },
      { days: '周六、周日', times: '09:00-12:00' },
    ]);
    expect(workingHoursLines(every([1, 3, 5], '19:00', '21:00'))).toEqual([
      { days: '周一、周三、周五', times: '19:00-21:00' },
    ]);
    expect(workingHoursLines(every([1, 2, 3, 5, 6], '08:00', '10:00'))).toEqual([
      { days: '周一至周三、周五、周六', times: '08:00-10:00' },
    ]);
  });

  it('keeps days with other hours on their own lines, in weekday order of their first day', () => {
    expect(
      workingHoursLines([
        { weekday: 2, start: '08:00', end: '12:00' },
        { weekday: 1, start: '14:00', end: '18:00' },
        { weekday: 3, start: '14:00', end: '18:00' },
      ]),
    ).toEqual([
      { days: '周一、周三', times: '14:00-18:00' },
      { days: '周二', times: '08:00-12:00' },
    ]);
  });

  it('has no line for no hours', () => {
    expect(workingHoursLines([])).toEqual([]);
  });
});
