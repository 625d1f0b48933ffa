import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { memberKeys } from './query-keys.ts';

/** 开通会员须知 with the card type's discounts. */
export const useMemberRule = () =>
  useQuery({ queryKey: memberKeys.rule(), queryFn: () => callApi(routes.members.memberCardRule) });
