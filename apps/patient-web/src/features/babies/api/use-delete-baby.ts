import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { babyKeys } from './query-keys.ts';

/** Deletes a baby; the answer names the new default baby (the server picks one when the default goes). */
export const useDeleteBaby = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (babyId: number) => callApi(routes.babies.deleteBaby, { body: { babyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: babyKeys.all }),
  });
};
