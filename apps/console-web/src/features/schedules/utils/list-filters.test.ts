import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchAfterFilter } from '../../../lib/list-params.ts';
import {
  holidayRange,
  readHolidayFilters,
  readSessionFilters,
  readTemplateFilters,
  writeHolidayFilters,
} from './list-filters.ts';

const url = (text: string) => new URLSearchParams(text);

describe('the schedule lists in the URL', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T02:00:00Z')); // 10:00 on 25 November at the clinic
  });
  afterEach(() => vi.useRealTimers());

  it('shows clinics from today on unless the URL names the days', () => {
    expect(readSessionFilters(url(''))).toEqual({
      doctorId: undefined,
      from: '2026-11-25',
      to: undefined,
      status: undefined,
    });
    expect(readSessionFilters(url('from=2026-11-01&to=2026-11-30&status=stopped&doctorId=3'))).toEqual({
      doctorId: 3,
      from: '2026-11-01',
      to: '2026-11-30',
      status: 'stopped',
    });
    expect(readSessionFilters(url('from=2026-02-30&status=closed')).from).toBe('2026-11-25');
  });

  it('reads a template weekday from 1 to 7 only', () => {
    expect(readTemplateFilters(url('weekday=7&doctorId=2'))).toEqual({ doctorId: 2, weekday: 7 });
    expect(readTemplateFilters(url('weekday=8')).weekday).toBeUndefined();
  });

  it('shows this year of holidays, and keeps this year out of the URL', () => {
    const holidays = { readFilters: readHolidayFilters, writeFilters: writeHolidayFilters };
    expect(readHolidayFilters(url(''))).toEqual({ facilityId: undefined, year: 2026 });
    expect(readHolidayFilters(url('year=1999')).year).toBe(2026);
    expect(readHolidayFilters(url('year=2027&facilityId=1'))).toEqual({ facilityId: 1, year: 2027 });
    expect(searchAfterFilter(url('pageNum=2'), { year: 2027 }, holidays).toString()).toBe('year=2027');
    expect(searchAfterFilter(url('year=2027&facilityId=1'), { year: 2026 }, holidays).toString()).toBe(
      'facilityId=1',
    );
    expect(holidayRange(2027)).toEqual({ from: '2027-01-01', to: '2027-12-31' });
  });
});
