import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messageKeys } from './query-keys.ts';

export const useReadAllMessages = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.messages.readAllSysMsg, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
