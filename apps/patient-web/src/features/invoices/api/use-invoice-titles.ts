import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { invoiceKeys } from './query-keys.ts';

export const useInvoiceTitles = () =>
  useQuery({
    queryKey: invoiceKeys.titles(),
    queryFn: async () => (await callApi(routes.invoices.invoiceTitleList)).list,
  });
