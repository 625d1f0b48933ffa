import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendOnce } from '../../../lib/request-keys.ts';
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
      return sendOnce(purpose, (requestKey) =>
        callApi(routes.points.transfer, { body: { ...input, requestKey } }, { loading: true }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
};
