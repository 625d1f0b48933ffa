import type { OrderStatusView } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, callApi } from '../../../lib/api-client.ts';
import { payKeys } from './query-keys.ts';

/** cancel_pay: the parent left the cashier; the order goes back to payable until it expires. */
export const useCancelPay = () => {
  const queryClient = useQueryClient();
  return useMutation<OrderStatusView, ApiError, string>({
    mutationFn: (orderNo) => callApi(routes.payments.cancelPay, { body: { orderNo } }, { silent: true }),
    onSuccess: (view) => queryClient.setQueryData(payKeys.status(view.orderNo), view),
  });
};
