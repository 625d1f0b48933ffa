import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FollowUpFlag } from '../api/list-follow-ups.ts';
import { GROWTH_STRINGS } from '../strings.ts';
import { positiveInt } from '../utils/growth-cells.ts';

export const PAGE_SIZES = [10, 20, 50] as const;
const pageSizeOf = (text: string | null): number => {
  const n = positiveInt(text);
  return n !== undefined && (PAGE_SIZES as readonly number[]).includes(n) ? n : 10;
};
const isFlag = (text: string | null): text is FollowUpFlag =>
  text !== null && Object.hasOwn(GROWTH_STRINGS.flags, text);

const toSearch = (values: Record<string, string | number | undefined>): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  return params;
};

/** The child open on 生长测量 and the page of its measurements, kept in the URL (随访名单 links here). */
export function useMeasurementParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () => ({
      babyId: positiveInt(params.get('babyId')),
      pageNum: positiveInt(params.get('pageNum')) ?? 1,
      pageSize: pageSizeOf(params.get('pageSize')),
    }),
    [params],
  );
  const update = useCallback(
    (next: Partial<typeof state>) => {
      const merged = { ...state, ...next };
      setParams(
        toSearch({
          babyId: merged.babyId,
          pageNum: merged.pageNum === 1 ? undefined : merged.pageNum,
          pageSize: merged.pageSize === 10 ? undefined : merged.pageSize,
        }),
        { replace: true },
      );
    },
    [state, setParams],
  );
  return { ...state, update };
}

/** The follow-up list's page and flag filter, kept in the URL. */
export function useFollowUpFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const flag = params.get('flag');
    return {
      pageNum: positiveInt(params.get('pageNum')) ?? 1,
      pageSize: pageSizeOf(params.get('pageSize')),
      flag: isFlag(flag) ? flag : undefined,
    };
  }, [params]);
  const update = useCallback(
    (next: Partial<typeof filters>) => {
      const merged = { ...filters, ...next };
      setParams(
        toSearch({
          flag: merged.flag,
          pageNum: merged.pageNum === 1 ? undefined : merged.pageNum,
          pageSize: merged.pageSize === 10 ? undefined : merged.pageSize,
        }),
        { replace: true },
      );
    },
    [filters, setParams],
  );
  return { filters, update, pageSizes: PAGE_SIZES };
}
