import { api, type ParsedQueryOf } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type FindMemberQuery = ParsedQueryOf<typeof api.membersConsole.findMember>;

export const MEMBERS_KEY = ['members'] as const;

/** The member a phone number or card number names (null when nobody); idle until one is given. */
export function useFindMember(query: FindMemberQuery) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, 'find', query],
    enabled: query.mobile !== undefined || query.cardNumber !== undefined,
    queryFn: () => callApi(api.membersConsole.findMember, { query }),
  });
}
