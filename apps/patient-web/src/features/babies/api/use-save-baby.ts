import type { BabyInput } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { babyKeys } from './query-keys.ts';

/**
 * Adds a baby (babyId null) or edits one. Adding carries the guardian's consent, which the form asks
 * for first. Refusals toast through the client; the form also puts `fields` under the inputs.
 */
export const useSaveBaby = (babyId: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BabyInput) =>
      babyId === null
        ? callApi(routes.babies.addBabyInfo, { body: { ...input, guardianConsent: true } })
        : callApi(routes.babies.modifyBabyInfo, { body: { ...input, babyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: babyKeys.all }),
  });
};
