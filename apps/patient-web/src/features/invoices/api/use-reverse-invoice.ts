import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { requestKeys } from '../../../lib/request-keys.ts';
import { invoiceKeys } from './query-keys.ts';

/** 红冲 with a reason; keyed like the issue (R16). */
export const useReverseInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ invoiceId, reason }: { invoiceId: number; reason: string }) => {
      const purpose = `invoices.reverse:${invoiceId}`;
      const requestKey = requestKeys.keyFor(purpose);
      try {
        const answer = await callApi(
          routes.invoices.invoiceRefund,
          { body: { invoiceId, reason, requestKey } },
          { loading: true },
        );
        requestKeys.settle(purpose);
        return answer;
      } catch (err) {
        // Refused: the server answered, so the key is spent. No answer (network): keep it for the retry.
        if (isApiError(err)) requestKeys.settle(purpose);
        throw err;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
};
