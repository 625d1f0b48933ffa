import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { hasToken, useSession } from '../../../stores/session.ts';
import { bookingKeys } from './query-keys.ts';

/** A parent has a handful of babies at most: one page of the contract's maximum holds them all. */
const ALL_BABIES = { pageNum: 1, pageSize: 100 } as const;

/**
 * The parent's babies, to choose whom the appointment is for. Always fetched afresh when the order
 * page opens, so a baby added on 添加宝宝 a moment ago is there on return.
 */
export const useMyBabies = () => {
  const loggedIn = useSession(hasToken);
  return useQuery({
    queryKey: bookingKeys.babies(),
    queryFn: async ({ signal }) =>
      (await callApi(routes.babies.pageBabyInfo, { body: ALL_BABIES }, { signal })).list,
    enabled: loggedIn,
    staleTime: 0,
  });
};
