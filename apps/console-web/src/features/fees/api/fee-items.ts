import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { FEE_ITEMS_KEY } from '../../../lib/fee-items.ts';

export { useFeeItems } from '../../../lib/fee-items.ts';

export function useSaveFeeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.feesConsole.saveFeeItem>) =>
      callApi(api.feesConsole.saveFeeItem, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEE_ITEMS_KEY }),
  });
}
