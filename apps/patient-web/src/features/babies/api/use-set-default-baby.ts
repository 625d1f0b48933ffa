import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { babyKeys } from './query-keys.ts';

export const useSetDefaultBaby = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (babyId: number) => callApi(routes.babies.setDefaultBaby, { body: { babyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: babyKeys.all }),
  });
};
