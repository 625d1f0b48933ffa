import { STAFF_ROLES, type StaffRole } from '@sprout/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { StaffListQuery } from '../api/list-staff.ts';

const PAGE_SIZES = [10, 20, 50] as const;

const isStaffRole = (value: string | null): value is StaffRole => STAFF_ROLES.some((role) => role === value);

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** The staff list's page and filters live in the URL, so a refresh or a shared link shows the same page. */
export function useStaffFilters() {
  const [params, setParams] = useSearchParams();

  const query = useMemo<StaffListQuery>(() => {
    const role = params.get('role');
    const keyword = params.get('keyword')?.trim();
    const pageSize = positiveInt(params.get('pageSize'), 10);
    return {
      pageNum: positiveInt(params.get('pageNum'), 1),
      pageSize: PAGE_SIZES.some((size) => size === pageSize) ? pageSize : 10,
      ...(isStaffRole(role) ? { role } : {}),
      ...(keyword ? { keyword: keyword.slice(0, 32) } : {}),
    };
  }, [params]);

  const update = useCallback(
    (next: Partial<StaffListQuery>) => {
      const merged = { ...query, ...next };
      const search = new URLSearchParams();
      if (merged.pageNum > 1) search.set('pageNum', String(merged.pageNum));
      if (merged.pageSize !== 10) search.set('pageSize', String(merged.pageSize));
      if (merged.role) search.set('role', merged.role);
      if (merged.keyword) search.set('keyword', merged.keyword);
      setParams(search, { replace: true });
    },
    [query, setParams],
  );

  return { query, update, pageSizes: PAGE_SIZES };
}
