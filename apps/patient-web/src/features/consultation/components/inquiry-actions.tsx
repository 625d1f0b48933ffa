import type { InquiryView } from '@sprout/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useAppRouter } from '../../../lib/router.ts';
import { usePreventReClick } from '../../../lib/throttle.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelInquiry } from '../api/use-cancel-inquiry.ts';
import { usePayInquiry } from '../api/use-pay-inquiry.ts';
import { CONSULT_ROUTES } from '../routes.ts';
import { isAnswered, isStopped } from '../utils/live.ts';
import { consultStrings as t } from '../strings.ts';
import styles from './inquiry.module.css';

/** What the parent can do with the inquiry now: pay, cancel, chat, read the summary, rate, ask again. */
export const InquiryActions = ({ inquiry }: { inquiry: InquiryView }) => {
  const router = useAppRouter();
  const payInquiry = usePayInquiry();
  const cancelInquiry = useCancelInquiry();
  const id = inquiry.inquiryId;

  const [pay, paying] = usePreventReClick(async () => {
    const order = await payInquiry.mutateAsync(id).catch(() => null);
    if (order) router.navigate(CONSULT_ROUTES.onlinePay, { orderNo: order.orderNo });
  });
  const [cancel] = usePreventReClick(async () => {
    const paid = inquiry.status === 'waiting';
    const sure = await Dialog.confirm({
      title: t.cancelTitle,
      content: paid ? t.cancelPaid : t.cancelUnpaid,
      confirmText: t.cancelConfirm,
      cancelText: t.cancelKeep,
    });
    if (!sure) return;
    const after = await cancelInquiry.mutateAsync(id).catch(() => null);
    if (after) toast(after.status === 'refunded' ? t.refunded : t.cancelled);
  });

  const go = (path: string) => router.navigate(path, { inquiryId: id });
  const ended = isAnswered(inquiry);
  // A cancelled or refunded consult has no thread to continue: asking again starts a new one with the doctor.
  const stopped = isStopped(inquiry);
  return (
    <div className={styles.actions}>
      {inquiry.canPay ? (
        <Button
          block
          color="primary"
          shape="rounded"
          loading={paying}
          loadingText={t.pay}
          onClick={pay}
          data-testid="inquiry-pay"
        >
          {t.pay}
        </Button>
      ) : null}
      {inquiry.status === 'inProgress' ? (
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => go(CONSULT_ROUTES.chat)}
          data-testid="inquiry-chat"
        >
          {t.chat}
        </Button>
      ) : null}
      {ended ? (
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => go(CONSULT_ROUTES.summary)}
          data-testid="inquiry-summary"
        >
          {t.summary}
        </Button>
      ) : null}
      {ended ? (
        <Button
          block
          shape="rounded"
          onClick={() => go(CONSULT_ROUTES.evaluationDetails)}
          data-testid={inquiry.canRate ? 'inquiry-rate' : 'inquiry-my-rating'}
        >
          {inquiry.canRate ? t.rate : t.myRating}
        </Button>
      ) : null}
      {ended ? (
        <Button
          block
          shape="rounded"
          onClick={() => go(CONSULT_ROUTES.addSubmit)}
          data-testid="inquiry-again"
        >
          {t.again}
        </Button>
      ) : null}
      {stopped ? (
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => router.navigate(CONSULT_ROUTES.addSubmit, { doctorId: inquiry.doctorId })}
          data-testid="inquiry-again"
        >
          {t.again}
        </Button>
      ) : null}
      {inquiry.canCancel ? (
        <Button
          block
          shape="rounded"
          fill="outline"
          color="danger"
          onClick={cancel}
          data-testid="inquiry-cancel"
        >
          {t.cancel}
        </Button>
      ) : null}
    </div>
  );
};
