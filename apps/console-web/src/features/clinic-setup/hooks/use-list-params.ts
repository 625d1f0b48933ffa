import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 10;

type FilterValue = string | number | undefined;
export type Paged<F> = F & { pageNum: number; pageSize: number };

export function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}

export function keywordOf(value: string | null): string | undefined {
  const keyword = value?.trim().slice(0, 32);
  return keyword ? keyword : undefined;
}

/**
 * A list's page and filters live in the URL, so a refresh or a shared link shows the same page.
 * `readFilters` turns the URL into valid filters (anything else is dropped); keep it a module-level
 * function so the query only changes when the URL does.
 */
export function useListParams<F extends Record<string, FilterValue>>(
  readFilters: (params: URLSearchParams) => F,
) {
  const [params, setParams] = useSearchParams();

  const query = useMemo<Paged<F>>(() => {
    const pageSize = positiveInt(params.get('pageSize'));
    return {
      ...readFilters(params),
      pageNum: positiveInt(params.get('pageNum')) ?? 1,
      pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    };
  }, [params, readFilters]);

  const update = useCallback(
    (filters: Partial<F>, paging: { pageNum: number; pageSize?: number }) => {
      const merged: Record<string, FilterValue> = { ...query, ...filters, ...paging };
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(merged)) {
        if (value === undefined || value === '') continue;
        if (key === 'pageNum' && value === 1) continue;
        if (key === 'pageSize' && value === DEFAULT_PAGE_SIZE) continue;
        search.set(key, String(value));
      }
      setParams(search, { replace: true });
    },
    [query, setParams],
  );

  /** A filter changed: back to the first page. */
  const filter = useCallback((next: Partial<F>) => update(next, { pageNum: 1 }), [update]);

  /** The table's pager: a new page size starts again from page 1. */
  const page = useCallback(
    (pageNum: number, pageSize: number) =>
      update({}, { pageNum: pageSize === query.pageSize ? pageNum : 1, pageSize }),
    [update, query.pageSize],
  );

  return { query, filter, page, pageSizes: PAGE_SIZES };
}
