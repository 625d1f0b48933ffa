import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { feeKeys } from './query-keys.ts';

/**
 * 取消支付 of a fee payment 支付中. Closing is the same however often it is asked (a second cancel
 * answers the closed order), so it needs no request key; everything fee-related is read again after.
 */
export const useCancelFeePay = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => callApi(routes.fees.feeCancelPay, { body: { orderNo } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feeKeys.all }),
  });
};
