import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { aiKeys } from './query-keys.ts';

/** The whole conversation of one session (chatHistoryDetail); turns are merged into it as they come. */
export const useChatHistoryDetail = (sessionId: number | null) =>
  useQuery({
    queryKey: aiKeys.detail(sessionId ?? 0),
    queryFn: ({ signal }) =>
      callApi(routes.aiConsult.chatHistoryDetail, { query: { sessionId: sessionId ?? 0 } }, { signal }),
    enabled: sessionId !== null,
    staleTime: 0,
  });
