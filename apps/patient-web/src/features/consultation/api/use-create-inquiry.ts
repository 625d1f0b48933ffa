import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { AskBody } from '../utils/ask-form.ts';
import { consultKeys } from './query-keys.ts';

/**
 * Sends the inquiry (inquiryCreate), or a follow-up of an earlier one (inquiryAgain: same doctor and
 * baby), with the checkout wishes the form's quote used. Silent: the form says why it was refused (a
 * coupon gone meanwhile in a dialog); a missing phone still opens the client's bind-phone dialog.
 */
export const useCreateInquiry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, againOf }: { body: AskBody; againOf: number | null }) => {
      if (againOf === null)
        return callApi(routes.consultation.inquiryCreate, { body }, { loading: true, silent: true });
      const { babyId: _baby, doctorId: _doctor, ...ask } = body;
      return callApi(
        routes.consultation.inquiryAgain,
        { body: { inquiryId: againOf, ...ask } },
        { loading: true, silent: true },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: consultKeys.inquiries() }),
  });
};
