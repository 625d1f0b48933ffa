import type { api, BodyOf } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { mergeTurn } from '../utils/conversation.ts';
import { aiKeys } from './query-keys.ts';

export type StartBody = BodyOf<typeof api.aiConsult.startComplaint>;

/**
 * 开始问诊 (startComplaint): the session and its first messages (with the emergency advice at once
 * when the complaint states a red flag), held as the chat page's conversation.
 */
export const useStartComplaint = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartBody) => callApi(routes.aiConsult.startComplaint, { body }, { loading: true }),
    onSuccess: (turn) =>
      queryClient.setQueryData(aiKeys.detail(turn.session.sessionId), mergeTurn(undefined, turn)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.history() }),
  });
};
