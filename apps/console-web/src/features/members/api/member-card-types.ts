import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const MEMBER_CARD_TYPES_KEY = ['member-card-types'] as const;

export function useMemberCardTypes() {
  return useQuery({
    queryKey: MEMBER_CARD_TYPES_KEY,
    queryFn: () => callApi(api.pointsConsole.memberCardTypes),
  });
}

export type MemberCardTypeInput = BodyOf<typeof api.pointsConsole.saveMemberCardType>;

/** Saves a card type's name, note and discounts (audited on the server with the reason). */
export function useSaveMemberCardType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberCardTypeInput) => callApi(api.pointsConsole.saveMemberCardType, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_CARD_TYPES_KEY }),
  });
}
