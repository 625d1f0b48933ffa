import type { CouponTab, CouponView, Page } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { couponKeys } from './query-keys.ts';

/** One page of a tab, in the shape the app's paged list reads (the spec's call pages by current and size). */
export const fetchCouponPage = async (
  tab: CouponTab,
  pageNum: number,
  pageSize: number,
): Promise<Page<CouponView>> => {
  const page = await callApi(routes.coupons.couponList, { query: { tab, current: pageNum, size: pageSize } });
  return { list: page.list, total: page.total, pageNum: page.current, pageSize: page.size };
};

export const useCouponCounts = () =>
  useQuery({ queryKey: couponKeys.counts(), queryFn: () => callApi(routes.coupons.couponCount) });

export const useCouponDetail = (couponCode: string | null) =>
  useQuery({
    queryKey: couponKeys.detail(couponCode ?? ''),
    enabled: couponCode !== null,
    queryFn: () => callApi(routes.coupons.couponDetail, { query: { couponCode: couponCode ?? '' } }),
  });

export const useCouponCentre = (enabled: boolean) =>
  useQuery({
    queryKey: couponKeys.centre(),
    enabled,
    queryFn: async () => (await callApi(routes.coupons.couponCentre)).list,
  });
