import type { api, BodyOf } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consultKeys } from './query-keys.ts';

export type InquiryQuoteBody = BodyOf<typeof api.consultation.inquiryQuote>;

/**
 * 提交问诊's checkout quote (inquiryQuote) for the baby, the doctor and the parent's wishes. The previous
 * quote stays on screen while a new one loads; never taken from an old cache (staleTime 0), since
 * points, coupons and cards move with other orders. Silent: the form offers 重试 itself.
 */
export const useInquiryQuote = (body: InquiryQuoteBody, enabled: boolean) =>
  useQuery({
    queryKey: consultKeys.quote(body),
    queryFn: () => callApi(routes.consultation.inquiryQuote, { body }, { silent: true }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
