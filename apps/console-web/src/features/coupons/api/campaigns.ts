import { api, type BodyOf, type ParsedQueryOf, type ResponseOf } from '@sprout/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendOnce } from '../../../lib/request-keys.ts';

export type CampaignQuery = ParsedQueryOf<typeof api.couponsConsole.campaignList>;
export type CampaignRow = ResponseOf<typeof api.couponsConsole.campaignList>['list'][number];

const KEYS = { campaigns: ['coupons', 'campaigns'] as const };

export function useCampaignList(query: CampaignQuery) {
  return useQuery({
    queryKey: [...KEYS.campaigns, query],
    queryFn: () => callApi(api.couponsConsole.campaignList, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Creates a draft (no campaignId) or edits one (audited). */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.couponsConsole.campaignSave>) =>
      callApi(api.couponsConsole.campaignSave, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEYS.campaigns }),
  });
}

/** 上线 or 停止 (audited, with the reason when one is given). */
export function useMoveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.couponsConsole.campaignState>) =>
      callApi(api.couponsConsole.campaignState, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEYS.campaigns }),
  });
}

/**
 * Grants one coupon to a parent by phone. The request key is kept until the server answers, so a retry
 * after a lost answer grants once (R16); a new phone or campaign is a new act with a new key.
 */
export function useGrantCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { campaignId: number; mobile: string; reason: string }) => {
      const purpose = `coupons.grant:${input.campaignId}:${input.mobile}`;
      return sendOnce(purpose, (requestKey) =>
        callApi(api.couponsConsole.grant, { body: { ...input, requestKey } }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEYS.campaigns }),
  });
}
