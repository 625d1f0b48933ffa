import { useState } from 'react';
import { useAppRouter } from '../../../lib/router.ts';
import { usePreventReClick } from '../../../lib/throttle.ts';
import { useCreateInquiry } from '../api/use-create-inquiry.ts';
import { CONSULT_ROUTES } from '../routes.ts';
import { type AskBody, type AskErrors, type AskField, type AskInput, checkAsk } from '../utils/ask-form.ts';

/**
 * 提交问诊's send: the form checked against the contract first (messages under their fields, the first
 * one scrolled into view), then created and handed to 在线支付 (or straight to the inquiry when free).
 * The draft is cleared only once the server has the inquiry.
 */
export const useAskSubmit = (againOf: number | null, clearDraft: () => void) => {
  const router = useAppRouter();
  const create = useCreateInquiry();
  const [errors, setErrors] = useState<AskErrors>({});

  // Only a checked inquiry takes the 3 s lock: a message under a field must not grey the button out.
  const [send, submitting] = usePreventReClick(async (body: AskBody) => {
    const created = await create.mutateAsync({ body, againOf }).catch(() => null);
    if (!created) return; // Refused or failed: the client toasted why, and everything typed stays.
    clearDraft();
    if (created.orderNo === '')
      router.redirect(CONSULT_ROUTES.appointmentInfo, { inquiryId: created.inquiryId });
    else router.redirect(CONSULT_ROUTES.onlinePay, { orderNo: created.orderNo });
  });

  const submit = (input: AskInput) => {
    const checked = checkAsk(input);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const firstField = Object.keys(checked.errors)[0];
      document.getElementById(`${firstField}-field`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    setErrors({});
    send(checked.body);
  };
  const fix = (field: AskField) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return { submit, submitting, errors, fix };
};
