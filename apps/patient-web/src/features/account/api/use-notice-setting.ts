import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { hasToken, useSession } from '../../../stores/session.ts';
import { accountKeys } from './query-keys.ts';

/** The official-account notice setting (a POST in the legacy API, but a read). */
export const useNoticeSetting = () => {
  const loggedIn = useSession(hasToken);
  return useQuery({
    queryKey: accountKeys.notice(),
    queryFn: ({ signal }) => callApi(routes.accounts.getUserWxNoticeInfo, { body: {} }, { signal }),
    enabled: loggedIn,
  });
};
