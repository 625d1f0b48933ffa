import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { hasToken, useSession } from '../../../stores/session.ts';
import { accountKeys } from './query-keys.ts';

export const useUserInfo = () => {
  const loggedIn = useSession(hasToken);
  return useQuery({
    queryKey: accountKeys.userInfo(),
    queryFn: ({ signal }) => callApi(routes.accounts.userInfo, {}, { signal }),
    enabled: loggedIn,
  });
};
