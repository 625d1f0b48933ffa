import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { memberKeys } from './query-keys.ts';

/** getMemberDiscountDetailList: the member's discounts (before activating: what activating gives). */
export const useMemberDiscounts = () =>
  useQuery({
    queryKey: memberKeys.discounts(),
    queryFn: () => callApi(routes.members.memberDiscountList, { body: {} }),
  });
