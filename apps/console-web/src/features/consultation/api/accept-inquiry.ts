import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

/** 接诊: the first-answer deadline starts. */
export function useAcceptInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.consultationConsole.accept>) =>
      callApi(api.consultationConsole.accept, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSULT_KEYS.inquiries }),
  });
}
