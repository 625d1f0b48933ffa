import { routes } from '@sprout/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** 去支付 (inquiryPay): the order number of an unpaid inquiry, for the existing pay pages. */
export const usePayInquiry = () =>
  useMutation({
    mutationFn: (inquiryId: number) =>
      callApi(routes.consultation.inquiryPay, { body: { inquiryId } }, { loading: true }),
  });
