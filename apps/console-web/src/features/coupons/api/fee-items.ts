import { api, type ResponseOf } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type FeeItem = ResponseOf<typeof api.feesConsole.feeItems>['list'][number];

/**
 * 收费项目, switched off ones too, for the campaign's 适用项目 picker: a bill line names its fee item's
 * code, and that is what a coupon's codes are matched against at checkout. The same call and cache key
 * as the fees feature's catalogue (a feature may not import another's), so a change there shows here.
 */
export function useFeeItemChoices() {
  return useQuery({
    queryKey: ['fee-items'],
    queryFn: () => callApi(api.feesConsole.feeItems, { query: {} }),
  });
}
