import type { BodyOf, api } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { requestKeys } from '../../../lib/request-keys.ts';
import { invoiceKeys } from './query-keys.ts';

type IssueInput = Omit<BodyOf<typeof api.invoices.invoiceIssue>, 'requestKey'>;

/** The key is made before the first send and kept until the server answered, so a retry issues once (R16). */
export const useIssueInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: IssueInput) => {
      const purpose = `invoices.issue:${[...input.orderNumberList].sort().join(',')}`;
      const requestKey = requestKeys.keyFor(purpose);
      try {
        const answer = await callApi(
          routes.invoices.invoiceIssue,
          { body: { ...input, requestKey } },
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
