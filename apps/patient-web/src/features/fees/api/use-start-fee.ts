import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendOnce } from '../../../lib/request-keys.ts';
import type { FeeWishes } from './use-fee-quote.ts';
import { feeKeys } from './query-keys.ts';

/**
 * 发起缴费 with a request key made before the first send (R16): a retry or a reload inside WeChat
 * sends the same key and gets the same order; the key is forgotten once the server has answered.
 */
export const useStartFee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (wishes: FeeWishes) => {
      const purpose = `fees.start:${[...wishes.billIds].sort((a, b) => a - b).join(',')}`;
      return sendOnce(purpose, (requestKey) =>
        callApi(routes.fees.feeStart, { body: { ...wishes, requestKey } }),
      );
    },
    // Not the quote: its bills are being paid now, so quoting them again would only be refused
    // (账单正在支付中) and toast that at the parent who just tapped 立即支付.
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: feeKeys.all,
        predicate: (query) => query.queryKey[1] !== feeKeys.quote(null)[1],
      }),
  });
};
