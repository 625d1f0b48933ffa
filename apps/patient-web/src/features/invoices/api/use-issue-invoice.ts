import type { BodyOf, api } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendOnce } from '../../../lib/request-keys.ts';
import { invoiceKeys } from './query-keys.ts';

type IssueInput = Omit<BodyOf<typeof api.invoices.invoiceIssue>, 'requestKey'>;

/** The key is made before the first send and kept until the server answered, so a retry issues once (R16). */
export const useIssueInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: IssueInput) => {
      const purpose = `invoices.issue:${[...input.orderNumberList].sort().join(',')}`;
      return sendOnce(purpose, (requestKey) =>
        callApi(routes.invoices.invoiceIssue, { body: { ...input, requestKey } }, { loading: true }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
};
