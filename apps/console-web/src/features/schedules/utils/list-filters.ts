import { clinicToday } from '@sprout/domain';
import { dateParam, type FilterValue, oneOf, positiveInt } from '../../../lib/list-params.ts';

/** The schedule lists' filters read back from the URL; the page itself is the shared list params' job. */

export const thisYear = (): number => Number(clinicToday().slice(0, 4));

export const readTemplateFilters = (params: URLSearchParams) => ({
  doctorId: positiveInt(params.get('doctorId')),
  weekday: positiveInt(params.get('weekday'), 7),
});

const SESSION_STATUSES = ['open', 'stopped'] as const;

/** Sessions from today on unless the URL says otherwise: past clinics are rarely what a manager looks for. */
export const readSessionFilters = (params: URLSearchParams) => ({
  doctorId: positiveInt(params.get('doctorId')),
  from: dateParam(params.get('from')) ?? clinicToday(),
  to: dateParam(params.get('to')),
  status: oneOf(params.get('status'), SESSION_STATUSES),
});

/** Holidays are looked at a year at a time, this year unless the URL says another. */
export const readHolidayFilters = (params: URLSearchParams) => {
  const year = positiveInt(params.get('year'));
  return {
    facilityId: positiveInt(params.get('facilityId')),
    year: year !== undefined && year >= 2000 && year <= 2100 ? year : thisYear(),
  };
};
export type HolidayFilters = ReturnType<typeof readHolidayFilters>;

/** This year is the default, so it stays out of the URL. */
export const writeHolidayFilters = (filters: HolidayFilters): Record<string, FilterValue> => ({
  ...filters,
  year: filters.year === thisYear() ? undefined : filters.year,
});

/** The holiday list query for a year. */
export const holidayRange = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });
