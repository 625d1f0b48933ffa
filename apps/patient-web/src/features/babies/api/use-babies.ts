import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { hasToken, useSession } from '../../../stores/session.ts';
import { babyKeys } from './query-keys.ts';

/** A parent has a handful of babies at most: one page of the contract's maximum holds them all. */
const ALL_BABIES = { pageNum: 1, pageSize: 100 } as const;

export const fetchBabies = async () => {
  const page = await callApi(routes.babies.pageBabyInfo, { body: ALL_BABIES });
  return page.list;
};

/** The parent's babies, default first. Idle while logged out so that visitors are not forced to log in. */
export const useBabies = () => {
  const loggedIn = useSession(hasToken);
  return useQuery({ queryKey: babyKeys.list(), queryFn: fetchBabies, enabled: loggedIn });
};
