import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consultKeys } from './query-keys.ts';

/**
 * One inquiry (inquiryDetails) with its deadlines. Asked again every 15 s while open: the doctor's
 * accept, a deadline's refund or reassignment happen on the server while the parent watches.
 */
export const useInquiryDetails = (inquiryId: number | null) =>
  useQuery({
    queryKey: consultKeys.inquiry(inquiryId ?? 0),
    queryFn: ({ signal }) =>
      callApi(routes.consultation.inquiryDetails, { query: { inquiryId: inquiryId ?? 0 } }, { signal }),
    enabled: inquiryId !== null,
    // Asked afresh on every visit (not the app's 30 s): the state moves on the server, not here.
    staleTime: 0,
    refetchInterval: 15_000,
  });
