import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { aiKeys } from './query-keys.ts';

/** 确认摘要 (confirmCaseInfo): only once there is a level (the server refuses earlier with 4009). */
export const useConfirmCaseInfo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      callApi(routes.aiConsult.confirmCaseInfo, { body: { sessionId } }, { loading: true }),
    onSuccess: (info) => queryClient.setQueryData(aiKeys.caseInfo(info.sessionId), info),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.history() }),
  });
};
