import { api } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { MEMBERS_KEY } from './find-member.ts';

/** One page of a member's points entries, newest first; idle without a member. */
export function useMemberLedger(userId: number | null, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, 'ledger', userId, pageNum, pageSize],
    enabled: userId !== null,
    queryFn: () =>
      callApi(api.pointsConsole.memberLedger, { query: { userId: userId ?? 0, pageNum, pageSize } }),
    placeholderData: keepPreviousData,
  });
}
