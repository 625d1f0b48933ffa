import type { api, BodyOf } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { invalidatePoints } from '../../../lib/points-queries.ts';
import { sendOnce } from '../../../lib/request-keys.ts';
import { exchangePurpose } from '../utils/exchange-rules.ts';
import { mallKeys } from './query-keys.ts';

type Exchange = Omit<BodyOf<typeof api.mall.exchange>, 'requestKey'>;

/**
 * 确认兑换 with a request key made before the first send (R16): a double tap or a retry after a lost
 * answer sends the same key and the server exchanges once. Forgotten once the server answered.
 */
export const useExchange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Exchange) => {
      const purpose = exchangePurpose(input);
      return sendOnce(purpose, (requestKey) =>
        callApi(routes.mall.exchange, { body: { ...input, requestKey } }, { loading: true }),
      );
    },
    // The exchange moved points too: 积分明细 and every balance shown refresh with the mall.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: mallKeys.all }), invalidatePoints(queryClient)]),
  });
};
