import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

export type AddPubertyInput = BodyOf<typeof api.growth.consoleAddPuberty>;

/** A puberty status (Tanner stage on a day); the child's follow-up flags are recomputed with it. */
export const addPuberty = (body: AddPubertyInput) => callApi(api.growth.consoleAddPuberty, { body });

export function useAddPuberty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPuberty,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: GROWTH_KEYS.puberty });
      await queryClient.invalidateQueries({ queryKey: GROWTH_KEYS.followUps });
    },
  });
}
