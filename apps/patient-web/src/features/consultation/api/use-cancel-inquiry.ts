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
    // The cancel answers the inquiry without its pictures: merged into the detail the page holds, so
    // 问诊详情 keeps what it shows (replacing it left the page without the pictures it draws).
    onSuccess: (inquiry) =>
      queryClient.setQueryData(
        consultKeys.inquiry(inquiry.inquiryId),
        (held: (typeof inquiry & { pictures?: unknown }) | undefined) =>
          held ? { ...held, ...inquiry } : held,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consultKeys.inquiries() }),
  });
};
