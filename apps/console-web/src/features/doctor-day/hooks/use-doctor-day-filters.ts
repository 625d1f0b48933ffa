import { clinicToday, parseCalendarDate } from '@sprout/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AppointmentStatus, DoctorDayQuery } from '../api/get-doctor-day.ts';
import { STATUS_FILTER_OPTIONS } from '../utils/appointment-status.ts';

const PAGE_SIZES = [10, 20, 50] as const;

const statusOf = (value: string | null): AppointmentStatus | undefined =>
  STATUS_FILTER_OPTIONS.find((o) => o.value === value)?.value;

function pageOf(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** Today unless the URL names another day; the date and status stay in the URL across refreshes. */
export function useDoctorDayFilters() {
  const [params, setParams] = useSearchParams();
  const today = clinicToday();
  const query = useMemo<DoctorDayQuery>(() => {
    const date = params.get('date');
    const pageSize = pageOf(params.get('pageSize'), 20);
    return {
      pageNum: pageOf(params.get('pageNum'), 1),
      pageSize: PAGE_SIZES.find((s) => s === pageSize) ?? 20,
      date: date && parseCalendarDate(date) ? date : today,
      status: statusOf(params.get('status')),
    };
  }, [params, today]);

  const update = useCallback(
    (next: Partial<DoctorDayQuery>) => {
      const merged = { ...query, ...next };
      const search = new URLSearchParams();
      if (merged.date !== today) search.set('date', merged.date);
      if (merged.status) search.set('status', merged.status);
      if (merged.pageNum > 1) search.set('pageNum', String(merged.pageNum));
      if (merged.pageSize !== 20) search.set('pageSize', String(merged.pageSize));
      setParams(search, { replace: true });
    },
    [query, today, setParams],
  );
  return { query, update, today, pageSizes: PAGE_SIZES };
}
