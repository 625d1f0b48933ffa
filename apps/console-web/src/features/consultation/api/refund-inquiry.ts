import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

/** 手动退款 with a reason (a manager's; audited). */
export function useRefundInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.consultationConsole.refund>) =>
      callApi(api.consultationConsole.refund, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSULT_KEYS.inquiries }),
  });
}
