import { clinicToday } from '@sprout/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SessionListQuery } from '../api/list-sessions.ts';
import { dateParam, oneOf, PAGE_SIZES, pageParams, positiveInt, toSearch } from '../utils/search-params.ts';

const STATUSES = ['open', 'stopped'] as const;

/** Sessions from today on unless the URL says otherwise: past clinics are rarely what a manager looks for. */
export function useSessionFilters() {
  const [params, setParams] = useSearchParams();
  const query = useMemo<SessionListQuery>(
    () => ({
      ...pageParams(params),
      doctorId: positiveInt(params.get('doctorId')),
      from: dateParam(params.get('from')) ?? clinicToday(),
      to: dateParam(params.get('to')),
      status: oneOf(params.get('status'), STATUSES),
    }),
    [params],
  );
  const update = useCallback(
    (next: Partial<SessionListQuery>) => setParams(toSearch({ ...query, ...next }), { replace: true }),
    [query, setParams],
  );
  return { query, update, pageSizes: PAGE_SIZES };
}
