import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

export type AddBoneAgeInput = z.input<typeof api.growth.consoleAddBoneAge.body>;

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
