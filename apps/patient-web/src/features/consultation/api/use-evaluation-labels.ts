import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consultKeys } from './query-keys.ts';

/** The labels a parent may pick when rating (evaluationLabels): the server's list, never the app's. */
export const useEvaluationLabels = () =>
  useQuery({
    queryKey: consultKeys.labels(),
    queryFn: ({ signal }) => callApi(routes.consultation.evaluationLabels, {}, { signal }),
    staleTime: 10 * 60_000,
  });
