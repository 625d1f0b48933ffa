import { describe, expect, it } from 'vitest';
import { scheduleNav } from './nav-schedules.ts';
import { entriesFor } from './navigation.ts';

const keys = (role: 'doctor' | 'manager' | 'admin') =>
  entriesFor(role)
    .map((e) => e.key)
    .filter((key) => scheduleNav.some((e) => e.key === key));

describe('the schedule pages in the menu', () => {
  it('give a doctor 今日就诊 only, and managers and admins all four', () => {
    expect(keys('doctor')).toEqual(['doctor-day']);
    expect(keys('manager')).toEqual(['doctor-day', 'schedule-templates', 'clinic-sessions', 'holidays']);
    expect(keys('admin')).toEqual(keys('manager'));
  });

  it('have one path each', () => {
    expect(new Set(scheduleNav.map((e) => e.path)).size).toBe(scheduleNav.length);
  });
});
