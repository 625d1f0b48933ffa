import { clinicToday } from '@sprout/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES, pageParams, positiveInt, toSearch } from '../utils/search-params.ts';

export interface HolidayFilters {
  pageNum: number;
  pageSize: number;
  facilityId?: number;
  year: number;
}

export const thisYear = (): number => Number(clinicToday().slice(0, 4));

/** Holidays are looked at a year at a time, this year unless the URL says another. */
export function useHolidayFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<HolidayFilters>(() => {
    const year = positiveInt(params.get('year'));
    return {
      ...pageParams(params),
      facilityId: positiveInt(params.get('facilityId')),
      year: year !== undefined && year >= 2000 && year <= 2100 ? year : thisYear(),
    };
  }, [params]);
  const update = useCallback(
    (next: Partial<HolidayFilters>) => {
      const merged = { ...filters, ...next };
      setParams(toSearch({ ...merged, year: merged.year === thisYear() ? undefined : merged.year }), {
        replace: true,
      });
    },
    [filters, setParams],
  );
  const query = {
    pageNum: filters.pageNum,
    pageSize: filters.pageSize,
    facilityId: filters.facilityId,
    from: `${filters.year}-01-01`,
    to: `${filters.year}-12-31`,
  };
  return { filters, query, update, pageSizes: PAGE_SIZES };
}
