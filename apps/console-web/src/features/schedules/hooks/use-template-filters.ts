import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TemplateListQuery } from '../api/list-templates.ts';
import { PAGE_SIZES, pageParams, positiveInt, toSearch } from '../utils/search-params.ts';

/** The template list's page and filters live in the URL, so a refresh or a shared link shows the same rows. */
export function useTemplateFilters() {
  const [params, setParams] = useSearchParams();
  const query = useMemo<TemplateListQuery>(() => {
    const weekday = positiveInt(params.get('weekday'));
    return {
      ...pageParams(params),
      doctorId: positiveInt(params.get('doctorId')),
      weekday: weekday !== undefined && weekday <= 7 ? weekday : undefined,
    };
  }, [params]);
  const update = useCallback(
    (next: Partial<TemplateListQuery>) => setParams(toSearch({ ...query, ...next }), { replace: true }),
    [query, setParams],
  );
  return { query, update, pageSizes: PAGE_SIZES };
}
