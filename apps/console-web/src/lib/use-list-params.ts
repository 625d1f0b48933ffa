import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type Filters,
  type ListPaging,
  type ListUrl,
  PAGE_SIZES,
  readList,
  searchAfterFilter,
  searchAfterPage,
} from './list-params.ts';

/**
 * A list's page and filters live in the URL, so a refresh or a shared link shows the same rows.
 * `query` is what the list endpoint is asked; `filter` changes filters and goes back to page 1;
 * `paging` is handed to the list's pager.
 */
export function useListParams<F extends Filters>(url: ListUrl<F>) {
  const [params, setParams] = useSearchParams();
  const { readFilters, writeFilters, defaultPageSize } = url;
  // The options object is new on every render; its parts are what the URL's meaning depends on.
  const stableUrl = useMemo(
    () => ({ readFilters, writeFilters, defaultPageSize }),
    [readFilters, writeFilters, defaultPageSize],
  );

  const query = useMemo(() => readList(params, stableUrl), [params, stableUrl]);

  const filter = useCallback(
    (next: Partial<F>) => setParams(searchAfterFilter(params, next, stableUrl), { replace: true }),
    [params, setParams, stableUrl],
  );

  const onChange = useCallback(
    (pageNum: number, pageSize: number) =>
      setParams(searchAfterPage(params, pageNum, pageSize, stableUrl), { replace: true }),
    [params, setParams, stableUrl],
  );

  const paging: ListPaging = {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    pageSizes: PAGE_SIZES,
    onChange,
  };
  return { query, filter, paging };
}
