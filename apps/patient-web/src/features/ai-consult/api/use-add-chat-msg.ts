import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { mergeTurn } from '../utils/conversation.ts';
import { aiKeys } from './query-keys.ts';

/**
 * A guardian's message or answer (addChatMsg). The same clientId again is stored once, so a send
 * that failed is simply sent again with its id. Silent: the chat shows the failure beside the text.
 */
export const useAddChatMsg = (sessionId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even offline: the failure shows at once beside the text (TanStack would pause it silently).
    networkMode: 'always',
    mutationFn: ({ text, clientId }: { text: string; clientId: string }) =>
      callApi(routes.aiConsult.addChatMsg, { body: { sessionId, text, clientId } }, { silent: true }),
    onSuccess: (turn) =>
      queryClient.setQueryData(aiKeys.detail(sessionId), (held: Parameters<typeof mergeTurn>[0]) =>
        mergeTurn(held, turn),
      ),
  });
};
