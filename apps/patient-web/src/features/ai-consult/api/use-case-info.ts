import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { aiKeys } from './query-keys.ts';

/** 病情摘要 (submitCaseInfo): what the guardian checks before confirming. */
export const useCaseInfo = (sessionId: number | null) =>
  useQuery({
    queryKey: aiKeys.caseInfo(sessionId ?? 0),
    queryFn: ({ signal }) =>
      callApi(routes.aiConsult.submitCaseInfo, { query: { sessionId: sessionId ?? 0 } }, { signal }),
    enabled: sessionId !== null,
    staleTime: 0,
  });
