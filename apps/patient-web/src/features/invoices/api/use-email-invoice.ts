import { routes } from '@sprout/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const useEmailInvoice = () =>
  useMutation({
    mutationFn: ({ invoiceId, email }: { invoiceId: number; email: string }) =>
      callApi(
        routes.invoices.invoiceEmail,
        { body: { invoiceInfoIds: [invoiceId], email } },
        { loading: true },
      ),
  });
