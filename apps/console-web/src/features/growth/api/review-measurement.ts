import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

/**
 * A measurement waiting as 待核对 (beyond WHO's implausible-value limits, saved with a parent's 确认无误):
 * a doctor confirms it (it then counts) or removes it with a reason. Both refresh the child's list and
 * the follow-up list, whose flags may change.
 */
export const confirmMeasurement = (body: BodyOf<typeof api.growth.consoleConfirmMeasurement>) =>
  callApi(api.growth.consoleConfirmMeasurement, { body });

export const removePendingMeasurement = (body: BodyOf<typeof api.growth.consoleRemovePendingMeasurement>) =>
  callApi(api.growth.consoleRemovePendingMeasurement, { body });

const useReviewMutation = <B, R>(mutationFn: (body: B) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: GROWTH_KEYS.measurements });
      await queryClient.invalidateQueries({ queryKey: GROWTH_KEYS.followUps });
    },
  });
};

export const useConfirmMeasurement = () => useReviewMutation(confirmMeasurement);
export const useRemovePendingMeasurement = () => useReviewMutation(removePendingMeasurement);
