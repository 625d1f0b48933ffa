import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendOnce } from '../../../lib/request-keys.ts';
import { couponKeys } from './query-keys.ts';

/**
 * Claims a coupon of a campaign. The request key is made before the first send and kept until the
 * server answers, so a double tap or a retry after a lost answer claims once (R16).
 */
export const useClaimCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campaignId: number) => {
      const purpose = `coupons.claim:${campaignId}`;
      return sendOnce(purpose, (requestKey) =>
        callApi(
          routes.coupons.couponClaim,
          { body: { distributionCouponsId: campaignId, requestKey } },
          { loading: true },
        ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
};
