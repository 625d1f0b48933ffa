import { describe, expect, it } from 'vitest';
import { ageOn, formatAge } from './age.ts';

const text = (birthday: string, onDate: string): string | undefined => ageOn(birthday, onDate)?.text;

describe('ageOn', () => {
  it('is 0岁0月0天 on the day of birth', () => {
    expect(ageOn('2024-06-15', '2024-06-15')).toEqual({
      years: 0,
      months: 0,
      days: 0,
      totalDays: 0,
      text: '0岁0月0天',
    });
  });

  it('is null before birth and for invalid dates', () => {
    expect(ageOn('2024-06-15', '2024-06-14')).toBeNull();
    expect(ageOn('2024-02-30', '2024-06-14')).toBeNull();
    expect(ageOn('2024-06-15', '2024/06/16')).toBeNull();
  });

  it('counts whole years, months and days', () => {
    expect(text('2021-03-10', '2024-05-15')).toBe('3岁2月5天');
    expect(text('2021-03-10', '2024-03-09')).toBe('2岁11月28天');
    expect(text('2021-03-10', '2024-03-10')).toBe('3岁0月0天');
    expect(ageOn('2024-01-01', '2024-12-31')?.totalDays).toBe(365);
  });

  it('for a child born on the 31st, reaches the month on the last day of a shorter month', () => {
    expect(text('2023-01-31', '2023-02-27')).toBe('0岁0月27天');
    expect(text('2023-01-31', '2023-02-28')).toBe('0岁1月0天');
    expect(text('2023-01-31', '2023-03-30')).toBe('0岁1月30天');
    expect(text('2023-01-31', '2023-03-31')).toBe('0岁2月0天');
    expect(text('2023-01-31', '2023-04-30')).toBe('0岁3月0天');
    expect(text('2023-01-31', '2023-05-01')).toBe('0岁3月1天');
  });

  it('handles leap-day birthdays', () => {
    expect(text('2020-02-29', '2021-02-27')).toBe('0岁11月29天');
    expect(text('2020-02-29', '2021-02-28')).toBe('1岁0月0天');
    expect(text('2020-02-29', '2021-03-01')).toBe('1岁0月1天');
    expect(text('2020-02-29', '2024-02-28')).toBe('3岁11月30天');
    expect(text('2020-02-29', '2024-02-29')).toBe('4岁0月0天');
    expect(ageOn('2020-02-29', '2024-02-29')?.totalDays).toBe(1461);
  });

  it('crosses a year end', () => {
    expect(text('2023-12-31', '2024-01-01')).toBe('0岁0月1天');
    expect(text('2023-11-30', '2024-01-15')).toBe('0岁1月16天');
  });
});

describe('formatAge', () => {
  it('uses the 岁月天 label form', () => {
    expect(formatAge(3, 2, 5)).toBe('3岁2月5天');
    expect(formatAge(0, 0, 0)).toBe('0岁0月0天');
  });
});
