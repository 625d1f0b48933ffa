import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendOnce } from '../../../lib/request-keys.ts';
import { mallKeys } from './query-keys.ts';

/** 取消兑换 with a request key (R16): the server gives stock and points back once however often it is sent. */
export const useCancelExchange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (exchangeId: number) => {
      const purpose = `mall.cancel:${exchangeId}`;
      return sendOnce(purpose, (requestKey) =>
        callApi(routes.mall.exchangeCancel, { body: { exchangeId, requestKey } }, { loading: true }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallKeys.all }),
  });
};
