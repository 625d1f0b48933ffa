import { Button, Result } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useOrderStatus } from '../api/use-order-status.ts';
import { PAY_ROUTES } from '../routes.ts';
import { payStrings as t } from '../strings.ts';
import { isRegistration, subjectPage } from '../utils/order-links.ts';
import { channelName } from '../utils/pay-channel.ts';
import { isMoneyReceived } from '../utils/pay-result.ts';
import { PayLoading } from './go-to-success.tsx';
import { NotPaidNotice } from './not-paid-notice.tsx';
import { ReceiptRows } from './receipt-rows.tsx';
import styles from './pay-receipt.module.css';
import { formatDateTime } from '../../../lib/countdown.ts';

/** 支付完成 (?orderNo=): the receipt of a paid order, with its refund when there is one. */
export const PayReceipt = ({ orderNo }: { orderNo: string | null }) => {
  const router = useAppRouter();
  const order = useOrderStatus(orderNo, { follow: true });
  if (orderNo === null || order.isError) return <EmptyState tip={order.error?.msg ?? t.notFound} />;
  const view = order.data;
  // paying: the cashier sent the parent here before the notify; order_status settles it shortly.
  if (!view || view.status === 'paying') return <PayLoading />;
  if (!isMoneyReceived(view.status)) return <NotPaidNotice order={view} />;
  const subject = subjectPage(view);
  const channel = channelName(view.channel);
  const refundHint =
    view.status === 'refunding' ? t.refundingHint : view.status === 'refunded' ? t.refundedHint : null;

  return (
    <div className={styles.page} data-testid="pay-receipt">
      <section className={styles.card}>
        <Result
          status={view.status === 'paid' ? 'success' : 'info'}
          title={<span data-testid="pay-receipt-status">{view.statusLabel}</span>}
        />
        <div className={styles.amount} data-testid="pay-receipt-amount">
          {t.yuan(view.amountFen)}
        </div>
        {refundHint ? <p className={styles.refundHint}>{refundHint}</p> : null}
        <div className={styles.divider} />
        <ReceiptRows
          rows={[
            { key: 'no', label: t.orderNo, value: view.orderNo, testId: 'pay-receipt-order-no' },
            { key: 'title', label: t.orderTitle, value: view.title },
            { key: 'amount', label: t.amountLabel, value: t.yuan(view.amountFen) },
            { key: 'paidAt', label: t.paidAt, value: formatDateTime(view.paidAt) },
            channel !== null && { key: 'channel', label: t.channel, value: channel },
            { key: 'status', label: t.orderStatus, value: view.statusLabel },
            view.refundedFen > 0 && { key: 'refunded', label: t.refunded, value: t.yuan(view.refundedFen) },
          ]}
        />
      </section>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => router.navigate(subject.path, subject.query)}
        >
          {isRegistration(view) ? t.viewAppointment : t.viewOrder}
        </Button>
        <Button block shape="rounded" onClick={() => router.relaunch(PAY_ROUTES.home)}>
          {t.backHome}
        </Button>
      </div>
    </div>
  );
};
