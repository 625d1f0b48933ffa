import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consultKeys } from './query-keys.ts';

/** The baby's last allergies and medicines, and whether this will be 健康咨询 or 复诊 (inquiryPrefill). */
export const useInquiryPrefill = (babyId: number | null) =>
  useQuery({
    queryKey: consultKeys.prefill(babyId ?? 0),
    queryFn: ({ signal }) =>
      callApi(routes.consultation.inquiryPrefill, { query: { babyId: babyId ?? 0 } }, { signal }),
    enabled: babyId !== null,
    staleTime: 0,
  });
