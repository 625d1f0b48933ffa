import { routes } from '@sprout/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messageKeys } from './query-keys.ts';

/** A message; the server marks it read on opening, so the count and the list are refreshed after it arrives. */
export const useMessageDetail = (msgId: number | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.detail(msgId ?? 0),
    queryFn: async ({ signal }) => {
      const message = await callApi(
        routes.messages.sysMsgDetail,
        { query: { msgId: msgId ?? 0 } },
        { signal },
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
      return message;
    },
    enabled: msgId !== null,
  });
};
