import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendOnce } from '../../../lib/request-keys.ts';
import { cardKeys } from './query-keys.ts';

/** 购买 with a request key (R16): a double tap makes one order. */
export const useBuyCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { productId: number; babyId: number }) => {
      const purpose = `packageCards.buy:${input.productId}:${input.babyId}`;
      return sendOnce(purpose, (requestKey) =>
        callApi(routes.packageCards.buy, { body: { ...input, requestKey } }, { loading: true }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
};
