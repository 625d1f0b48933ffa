import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { MEMBERS_KEY } from './find-member.ts';

export const MEMBER_CARD_TYPES_KEY = ['member-card-types'] as const;

export function useMemberCardTypes() {
  return useQuery({
    queryKey: MEMBER_CARD_TYPES_KEY,
    queryFn: () => callApi(api.membersConsole.memberCardTypes),
  });
}

export type MemberCardTypeInput = BodyOf<typeof api.membersConsole.saveMemberCardType>;

/** Adds a card type or saves one's name, note, discounts and default (audited on the server with the reason). */
export function useSaveMemberCardType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberCardTypeInput) => callApi(api.membersConsole.saveMemberCardType, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_CARD_TYPES_KEY }),
  });
}

export type ChangeMemberCardTypeInput = BodyOf<typeof api.membersConsole.changeMemberCardType>;

/** Moves a member to another card type (audited with the reason); their next quote uses its discounts. */
export function useChangeMemberCardType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeMemberCardTypeInput) =>
      callApi(api.membersConsole.changeMemberCardType, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
      await queryClient.invalidateQueries({ queryKey: MEMBER_CARD_TYPES_KEY });
    },
  });
}
