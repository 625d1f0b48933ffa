import { api } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

/** One inquiry with the child's name, sex and age (the server audits the read). */
export function useInquiryDetail(inquiryId: number | undefined) {
  return useQuery({
    queryKey: [...CONSULT_KEYS.detail, inquiryId],
    queryFn: () => callApi(api.consultationConsole.inquiryDetail, { query: { inquiryId: inquiryId ?? 0 } }),
    enabled: inquiryId !== undefined,
  });
}
