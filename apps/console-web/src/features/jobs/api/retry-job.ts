import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { FAILED_JOBS_KEY } from './list-failed-jobs.ts';

/** 重试: the job is queued again at once (the server writes an audit row). */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) => callApi(api.jobsConsole.retry, { body: { jobId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAILED_JOBS_KEY }),
  });
}
