import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { invoiceKeys } from './query-keys.ts';

export const useInvoiceWaitList = () =>
  useQuery({
    queryKey: invoiceKeys.waiting(),
    queryFn: async () => (await callApi(routes.invoices.invoiceWaitList)).list,
  });
