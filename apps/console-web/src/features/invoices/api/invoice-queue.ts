import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type InvoiceQueueQuery = ParsedQueryOf<typeof api.invoicesConsole.queue>;

export const INVOICE_QUEUE_KEY = ['invoice-queue'] as const;

/** One page of the queue, newest change first; the previous page stays while the next loads. */
export function useInvoiceQueue(query: InvoiceQueueQuery) {
  return useQuery({
    queryKey: [...INVOICE_QUEUE_KEY, query],
    queryFn: () => callApi(api.invoicesConsole.queue, { query }),
    placeholderData: keepPreviousData,
  });
}

/** 重试: a failed invoice (or red-letter invoice) is queued again (the server writes an audit row). */
export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) => callApi(api.invoicesConsole.retry, { body: { invoiceId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVOICE_QUEUE_KEY }),
  });
}
