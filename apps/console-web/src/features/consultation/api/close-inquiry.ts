import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

/** 结束问诊 with the summary the parent reads. */
export function useCloseInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.consultationConsole.close>) =>
      callApi(api.consultationConsole.close, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSULT_KEYS.inquiries }),
  });
}
