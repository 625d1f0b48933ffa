import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { memberKeys } from './query-keys.ts';

/** openMemberPoints: whether member points are open, cards and balance. */
export const useMemberStatus = () =>
  useQuery({ queryKey: memberKeys.status(), queryFn: () => callApi(routes.members.openMemberPoints) });
