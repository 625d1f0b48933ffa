import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messageKeys } from './query-keys.ts';

export const useReadAllMessages = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.messages.readAllSysMsg, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
