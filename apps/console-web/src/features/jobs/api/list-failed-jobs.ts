import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type FailedJobsQuery = ParsedQueryOf<typeof api.jobsConsole.failedList>;

export const FAILED_JOBS_KEY = ['failed-jobs'] as const;

/** One page of failed jobs, newest failure first; the previous page stays while the next loads. */
export function useFailedJobs(query: FailedJobsQuery) {
  return useQuery({
    queryKey: [...FAILED_JOBS_KEY, query],
    queryFn: () => callApi(api.jobsConsole.failedList, { query }),
    placeholderData: keepPreviousData,
  });
}
