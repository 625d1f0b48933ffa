import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { mergeTurn } from '../utils/conversation.ts';
import { aiKeys } from './query-keys.ts';

/**
 * The assistant's next turn (chatComplaint): a question, the assessment, a note or a raised level.
 * Retry-safe: when the assistant spoke last the server answers that again.
 */
export const useChatComplaint = (sessionId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even offline: the failure shows at once beside the text (TanStack would pause it silently).
    networkMode: 'always',
    mutationFn: () => callApi(routes.aiConsult.chatComplaint, { body: { sessionId } }, { silent: true }),
    onSuccess: (turn) => {
      queryClient.setQueryData(aiKeys.detail(sessionId), (held: Parameters<typeof mergeTurn>[0]) =>
        mergeTurn(held, turn),
      );
      void queryClient.invalidateQueries({ queryKey: aiKeys.history() });
    },
  });
};
