import type { api, BodyOf } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consultKeys } from './query-keys.ts';

export type NewEvaluation = BodyOf<typeof api.consultation.evaluationAdd>;

/** 评价 (evaluationAdd): one rating per inquiry; the inquiry then reads 已评价. */
export const useAddEvaluation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewEvaluation) =>
      callApi(routes.consultation.evaluationAdd, { body }, { loading: true }),
    onSuccess: (evaluation, body) =>
      queryClient.setQueryData(consultKeys.evaluation(body.inquiryId), evaluation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consultKeys.inquiries() }),
  });
};
