import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendOnce } from '../../../lib/request-keys.ts';
import { invoiceKeys } from './query-keys.ts';

/** 红冲 with a reason; keyed like the issue (R16). */
export const useReverseInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ invoiceId, reason }: { invoiceId: number; reason: string }) => {
      const purpose = `invoices.reverse:${invoiceId}`;
      return sendOnce(purpose, (requestKey) =>
        callApi(
          routes.invoices.invoiceRefund,
          { body: { invoiceId, reason, requestKey } },
          { loading: true },
        ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
};
