import { Code, FORCED_LOGIN_CODES } from '@sprout/contract';
import { useState } from 'react';
import type { CheckoutWishes } from '../../../components/checkout/checkout-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { usePreventReClick } from '../../../lib/throttle.ts';
import { toastError } from '../../../lib/toast.ts';
import { useCreateInquiry } from '../api/use-create-inquiry.ts';
import { CONSULT_ROUTES } from '../routes.ts';
import { consultStrings as t } from '../strings.ts';
import { type AskBody, type AskErrors, type AskField, type AskInput, checkAsk } from '../utils/ask-form.ts';

/**
 * What the send adds to the form: what checkout spends (what the shown quote used, or nothing for a
 * free service) and a confirmed AI问诊 summary to hand to the doctor, if the parent carried one.
 */
type Spent = Partial<CheckoutWishes> & { aiSessionId?: number };

/**
 * 提交问诊's send: the form checked against the contract first (messages under their fields, the first
 * one scrolled into view), then created with what the checkout on screen spends, and handed to 在线支付,
 * or straight to the inquiry when nothing is left to pay (a free service, or checkout paid it all: the
 * inquiry already waits for the doctor). The draft is cleared only once the server has the inquiry; a
 * named coupon gone meanwhile (4009 about 优惠券) is said in a dialog and `onCouponGone` quotes again.
 */
export const useAskSubmit = (againOf: number | null, clearDraft: () => void, onCouponGone: () => void) => {
  const router = useAppRouter();
  const create = useCreateInquiry();
  const [errors, setErrors] = useState<AskErrors>({});

  // Only a checked inquiry takes the 3 s lock: a message under a field must not grey the button out.
  const [send, submitting] = usePreventReClick(async (body: AskBody) => {
    const created = await create.mutateAsync({ body, againOf }).catch(async (error: unknown) => {
      await explainFailure(error, onCouponGone);
      return null;
    });
    if (!created) return; // Refused or failed: the parent was told why, and everything typed stays.
    clearDraft();
    if (created.orderNo === '' || created.amountFen === 0)
      router.redirect(CONSULT_ROUTES.appointmentInfo, { inquiryId: created.inquiryId });
    else router.redirect(CONSULT_ROUTES.onlinePay, { orderNo: created.orderNo });
  });

  const submit = (input: AskInput, spent: Spent) => {
    const checked = checkAsk(input);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const firstField = Object.keys(checked.errors)[0];
      document.getElementById(`${firstField}-field`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    setErrors({});
    send({ ...checked.body, ...spent });
  };
  const fix = (field: AskField) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return { submit, submitting, errors, fix };
};

/**
 * Why the inquiry was not created, in the server's words: a toast, or for a coupon gone meanwhile a
 * dialog and a fresh quote. A missing phone (1004) and a lost session were handled by the API client.
 */
async function explainFailure(error: unknown, onCouponGone: () => void): Promise<void> {
  if (!isApiError(error)) {
    console.error('[consultation] inquiryCreate failed', error);
    return;
  }
  if (error.code === Code.PHONE_NOT_BOUND || FORCED_LOGIN_CODES.includes(error.code)) return;
  if (error.code !== Code.CONFLICT || !error.msg.includes('优惠券')) {
    toastError(error.msg);
    return;
  }
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  await Dialog.alert({ title: t.couponGoneTitle, content: error.msg, confirmText: t.chooseCouponAgain });
  onCouponGone();
}
