import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

/** 拒绝接诊: the server reassigns (the parent allowed it) or refunds in full; the answer says which. */
export function useDeclineInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.consultationConsole.decline>) =>
      callApi(api.consultationConsole.decline, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSULT_KEYS.inquiries }),
  });
}
