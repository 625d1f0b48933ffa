import { api } from '@sprout/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

export const getMe = () => callApi(api.staffAuth.me);

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe, staleTime: 60_000 });

/** The signed-in staff member as the server sees them now; keeps the stored copy (name, role) current. */
export function useMe() {
  const token = useSessionStore((s) => s.token);
  const query = useQuery({ ...meQueryOptions(), enabled: token !== null });
  useEffect(() => {
    if (query.data) useSessionStore.getState().setStaff(query.data);
  }, [query.data]);
  return query;
}
