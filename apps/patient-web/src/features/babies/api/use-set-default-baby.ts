import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { babyKeys } from './query-keys.ts';

export const useSetDefaultBaby = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (babyId: number) => callApi(api.babies.setDefaultBaby, { body: { babyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: babyKeys.all }),
  });
};
