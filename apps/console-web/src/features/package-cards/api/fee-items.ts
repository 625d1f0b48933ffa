import { api, type ResponseOf } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type FeeItem = ResponseOf<typeof api.feesConsole.feeItems>['list'][number];

/**
 * 收费项目, switched off ones too, for a card's 服务项目 picker: checkout takes a card's use for a bill
 * line with the same code. The same call and cache key as the fees feature's catalogue (a feature may
 * not import another's), so a change there shows here.
 */
export function useFeeItemChoices() {
  return useQuery({
    queryKey: ['fee-items'],
    queryFn: () => callApi(api.feesConsole.feeItems, { query: {} }),
  });
}
