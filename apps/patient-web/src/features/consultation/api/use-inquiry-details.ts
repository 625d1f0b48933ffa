import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { runningDeadline } from '../utils/deadline.ts';
import { consultKeys } from './query-keys.ts';

/** While a deadline has passed the server's job is deciding (refund or reassign): ask often until it has. */
const OVERDUE_POLL_MS = 5_000;

/**
 * One inquiry (inquiryDetails) with its deadlines. The doctor's accept, a deadline's refund or
 * reassignment happen on the server while the parent watches, so it is asked again: every 15 s, or, on a
 * page that watches the inquiry's socket (`watched`: the socket tells of each change at once), every
 * 60 s as a fallback and every 5 s once a running deadline is past.
 */
export const useInquiryDetails = (inquiryId: number | null, { watched = false } = {}) =>
  useQuery({
    queryKey: consultKeys.inquiry(inquiryId ?? 0),
    queryFn: ({ signal }) =>
      callApi(routes.consultation.inquiryDetails, { query: { inquiryId: inquiryId ?? 0 } }, { signal }),
    enabled: inquiryId !== null,
    // Asked afresh on every visit (not the app's 30 s): the state moves on the server, not here.
    staleTime: 0,
    refetchInterval: (query) => {
      if (!watched) return 15_000;
      const due = query.state.data ? runningDeadline(query.state.data)?.dueAt : undefined;
      return due && new Date(due).getTime() <= Date.now() ? OVERDUE_POLL_MS : 60_000;
    },
  });
