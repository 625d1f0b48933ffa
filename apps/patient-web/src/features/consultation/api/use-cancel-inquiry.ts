import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consultKeys } from './query-keys.ts';

/** 取消问诊 (inquiryCancel): closes an unpaid one, refunds in full one the doctor has not accepted. */
export const useCancelInquiry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inquiryId: number) =>
      callApi(routes.consultation.inquiryCancel, { body: { inquiryId } }, { loading: true }),
    onSuccess: (inquiry) => queryClient.setQueryData(consultKeys.inquiry(inquiry.inquiryId), inquiry),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consultKeys.inquiries() }),
  });
};
