import type { AddressInput } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { addressKeys } from './query-keys.ts';

/** Adds an address (id null) or edits one. Refusals toast through the client; the form puts `fields` under the inputs. */
export const useSaveAddress = (id: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) =>
      callApi(routes.addresses.addrSaveOrUpdate, { body: id === null ? input : { ...input, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
};
