import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { memberKeys } from './query-keys.ts';

export const useMemberCards = (enabled = true) =>
  useQuery({
    queryKey: memberKeys.cards(),
    enabled,
    queryFn: async () => (await callApi(routes.members.memberCardList)).list,
  });
