import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { requestKeys } from '../../../lib/request-keys.ts';
import { cardKeys } from './query-keys.ts';

/** 购买 with a request key (R16): a double tap makes one order. */
export const useBuyCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { productId: number; babyId: number }) => {
      const purpose = `packageCards.buy:${input.productId}:${input.babyId}`;
      try {
        return await callApi(
          routes.packageCards.buy,
          { body: { ...input, requestKey: requestKeys.keyFor(purpose) } },
          { loading: true },
        );
      } finally {
        requestKeys.settle(purpose);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
};
