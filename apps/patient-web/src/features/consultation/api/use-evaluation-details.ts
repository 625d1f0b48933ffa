import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consultKeys } from './query-keys.ts';

/** The parent's rating of this inquiry (evaluationDetails), only once the inquiry says it is rated. */
export const useEvaluationDetails = (inquiryId: number | null, rated: boolean) =>
  useQuery({
    queryKey: consultKeys.evaluation(inquiryId ?? 0),
    queryFn: ({ signal }) =>
      callApi(routes.consultation.evaluationDetails, { query: { inquiryId: inquiryId ?? 0 } }, { signal }),
    enabled: inquiryId !== null && rated,
  });
