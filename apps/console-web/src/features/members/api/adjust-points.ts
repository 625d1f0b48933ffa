import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendOnce } from '../../../lib/request-keys.ts';
import { MEMBERS_KEY } from './find-member.ts';

export interface Adjustment {
  userId: number;
  points: number;
  reason: string;
}

/**
 * 调整积分 under a request key kept until the server answers (R16): a retry after a lost answer
 * replays it instead of adjusting twice; a refusal settles the key so the next try is a new act.
 */
export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (a: Adjustment) => {
      const purpose = `points.adjust:${a.userId}:${a.points}:${a.reason}`;
      return sendOnce(purpose, (requestKey) =>
        callApi(api.pointsConsole.adjustPoints, { body: { ...a, requestKey } }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
}
