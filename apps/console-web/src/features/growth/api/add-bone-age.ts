import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

export type AddBoneAgeInput = BodyOf<typeof api.growth.consoleAddBoneAge>;

export const addBoneAge = (body: AddBoneAgeInput) => callApi(api.growth.consoleAddBoneAge, { body });

export function useAddBoneAge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBoneAge,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: GROWTH_KEYS.boneAges });
    },
  });
}
