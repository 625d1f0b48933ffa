import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { invalidatePoints } from '../../../lib/points-queries.ts';
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
    // The exchange moved points too: 积分明细 and every balance shown refresh with the mall.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: mallKeys.all }), invalidatePoints(queryClient)]),
  });
};
