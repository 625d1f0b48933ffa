import { routes } from '@sprout/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { InvoiceBuyer } from '../components/invoice-wish-option.tsx';

/**
 * 支付时申请开票: sent after the order exists and before it is paid; the server issues the invoice with
 * the payment (within a minute), or at once when the order is already paid. Sending it again for the
 * same order replaces the wish, so it needs no request key.
 */
export const useInvoiceWish = () =>
  useMutation({
    mutationFn: ({ orderNo, buyer }: { orderNo: string; buyer: InvoiceBuyer }) =>
      callApi(routes.invoices.invoiceWish, { body: { orderNo, ...buyer } }),
  });
