import { api } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

/** My own summary templates (nobody else sees them). */
export function useSummaryTemplates() {
  return useQuery({
    queryKey: CONSULT_KEYS.templates,
    queryFn: () => callApi(api.consultationDesk.summaryTemplateList),
  });
}
