import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { requestKeys } from '../../../lib/request-keys.ts';
import { isBusinessRefusal } from '../utils/points-text.ts';
import { memberKeys } from './query-keys.ts';

export interface TransferInput {
  mobile: string;
  points: number;
  code: string;
}

/**
 * The transfer, under a request key made before the first send and kept until the server answers
 * (R16): a retry after a dropped connection or a reload sends the same key and moves points once.
 */
export const useTransfer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TransferInput) => {
      const purpose = `points.transfer:${input.mobile}:${input.points}`;
      const requestKey = requestKeys.keyFor(purpose);
      try {
        const answer = await callApi(
          routes.points.transfer,
          { body: { ...input, requestKey } },
          { loading: true },
        );
        requestKeys.settle(purpose);
        return answer;
      } catch (err) {
        // A business refusal is an answer: the next try is a new act. A lost connection keeps the key.
        if (isApiError(err) && isBusinessRefusal(err.code)) requestKeys.settle(purpose);
        throw err;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
};
