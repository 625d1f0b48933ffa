import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consultKeys } from './query-keys.ts';

/** 问诊小结 (summary): what the doctor wrote when closing. */
export const useInquirySummary = (inquiryId: number | null) =>
  useQuery({
    queryKey: consultKeys.summary(inquiryId ?? 0),
    queryFn: ({ signal }) =>
      callApi(routes.consultation.summary, { query: { inquiryId: inquiryId ?? 0 } }, { signal }),
    enabled: inquiryId !== null,
  });
