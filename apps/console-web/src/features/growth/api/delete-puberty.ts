import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

/** Removes a puberty status entered by mistake, with the reason the audit keeps. */
export const deletePuberty = (body: BodyOf<typeof api.growth.consoleDeletePuberty>) =>
  callApi(api.growth.consoleDeletePuberty, { body });

export function useDeletePuberty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePuberty,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: GROWTH_KEYS.puberty });
      await queryClient.invalidateQueries({ queryKey: GROWTH_KEYS.followUps });
    },
  });
}
