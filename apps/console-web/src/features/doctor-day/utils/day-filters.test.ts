import { describe, expect, it } from 'vitest';
import { type ListUrl, readList, searchAfterFilter } from '../../../lib/list-params.ts';
import { DOCTOR_DAY_PAGE_SIZE, readDayFilters, writeDayFilters } from './day-filters.ts';

const TODAY = '2026-11-25';
const url = (text: string) => new URLSearchParams(text);
const day: ListUrl<ReturnType<typeof readDayFilters>> = {
  readFilters: (params) => readDayFilters(params, TODAY),
  writeFilters: (filters) => writeDayFilters(filters, TODAY),
  defaultPageSize: DOCTOR_DAY_PAGE_SIZE,
};

describe("the doctor's day in the URL", () => {
  it('is today, 20 to a page, unless the URL says otherwise', () => {
    expect(readList(url(''), day)).toEqual({ date: TODAY, status: undefined, pageNum: 1, pageSize: 20 });
    expect(readList(url('date=2026-11-31&status=paid&pageSize=7'), day)).toEqual({
      date: TODAY,
      status: undefined,
      pageNum: 1,
      pageSize: 20,
    });
    expect(readList(url('date=2026-11-26&status=no_show&pageSize=10'), day)).toMatchObject({
      date: '2026-11-26',
      status: 'no_show',
      pageSize: 10,
    });
  });

  it('keeps today and 20 rows out of the URL', () => {
    expect(searchAfterFilter(url('date=2026-11-26&pageNum=2'), { date: TODAY }, day).toString()).toBe('');
    expect(searchAfterFilter(url(''), { status: 'arrived' }, day).toString()).toBe('status=arrived');
  });
});
