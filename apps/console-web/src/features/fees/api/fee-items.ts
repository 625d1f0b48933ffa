import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const FEE_ITEMS_KEY = ['fee-items'] as const;

export function useFeeItems() {
  return useQuery({
    queryKey: FEE_ITEMS_KEY,
    queryFn: () => callApi(api.feesConsole.feeItems, { query: {} }),
  });
}

export function useSaveFeeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.feesConsole.saveFeeItem>) =>
      callApi(api.feesConsole.saveFeeItem, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEE_ITEMS_KEY }),
  });
}
