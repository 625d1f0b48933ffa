import { parseCalendarDate } from '@sprout/domain';
import { type FilterValue, oneOf } from '../../../lib/list-params.ts';
import { STATUS_FILTER_OPTIONS } from './appointment-status.ts';

/** A doctor's day is one page of a clinic's patients more often than not. */
export const DOCTOR_DAY_PAGE_SIZE = 20;

const STATUSES = STATUS_FILTER_OPTIONS.map((o) => o.value);

/** The day shown is today unless the URL names another real day. */
export const readDayFilters = (params: URLSearchParams, today: string) => {
  const date = params.get('date');
  return {
    date: date && parseCalendarDate(date) ? date : today,
    status: oneOf(params.get('status'), STATUSES),
  };
};

/** Today is the default, so it stays out of the URL. */
export const writeDayFilters = (
  filters: ReturnType<typeof readDayFilters>,
  today: string,
): Record<string, FilterValue> => ({ ...filters, date: filters.date === today ? undefined : filters.date });
