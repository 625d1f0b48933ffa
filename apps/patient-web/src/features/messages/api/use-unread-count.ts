import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { hasToken, useSession } from '../../../stores/session.ts';
import { messageKeys } from './query-keys.ts';

/** Unread system messages; idle while logged out (a visitor's bell shows no count, and is not forced to log in). */
export const useUnreadCount = () => {
  const loggedIn = useSession(hasToken);
  return useQuery({
    queryKey: messageKeys.unreadCount(),
    // Silent: a badge that failed to load is not worth a toast over the home page.
    queryFn: ({ signal }) => callApi(routes.messages.unreadCount, {}, { signal, silent: true }),
    enabled: loggedIn,
    select: (data) => data.unread,
  });
};
