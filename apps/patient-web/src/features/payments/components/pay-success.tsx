import type { OrderStatusView } from '@sprout/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result } from 'antd-mobile';
import { type ReactNode, useEffect } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useOrderStatus } from '../api/use-order-status.ts';
import { PAY_ROUTES } from '../routes.ts';
import { payStrings as t } from '../strings.ts';
import { isRegistration, subjectPage } from '../utils/order-links.ts';
import { isMoneyReceived } from '../utils/pay-result.ts';
import { PayLoading } from './go-to-success.tsx';
import { NotPaidNotice } from './not-paid-notice.tsx';
import styles from './pay-success.module.css';
import { formatDateTime } from '../../../lib/countdown.ts';

interface PaySuccessProps {
  orderNo: string | null;
  /** What the order bought, drawn by the page (for a registration: the appointment card). */
  renderSubject?: (order: OrderStatusView) => ReactNode;
}

/** 支付成功 (?orderNo=): the amount and time, what was bought, 查看预约 and 返回首页. */
export const PaySuccess = ({ orderNo, renderSubject }: PaySuccessProps) => {
  const router = useAppRouter();
  const queryClient = useQueryClient();
  const order = useOrderStatus(orderNo);

  // Money moved: every cached list and detail (appointments among them) may be out of date.
  useEffect(() => {
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'orders' });
  }, [queryClient]);

  if (orderNo === null || order.isError) return <EmptyState tip={order.error?.msg ?? t.notFound} />;
  if (!order.data) return <PayLoading />;
  const view = order.data;
  if (!isMoneyReceived(view.status)) return <NotPaidNotice order={view} />;
  const subject = subjectPage(view);

  return (
    <div className={styles.page} data-testid="pay-success">
      <div className={styles.head}>
        <Result status="success" title={t.success} />
        <div className={styles.amount} data-testid="pay-success-amount">
          {t.yuan(view.amountFen)}
        </div>
        <div className={styles.meta}>{view.title}</div>
        <div className={styles.meta} data-testid="pay-success-time">
          {t.paidAt} {formatDateTime(view.paidAt)}
        </div>
      </div>
      {renderSubject?.(view)}
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => router.redirect(subject.path, subject.query)}
          data-testid="pay-success-view"
        >
          {isRegistration(view) ? t.viewAppointment : t.viewOrder}
        </Button>
        <Button
          block
          shape="rounded"
          onClick={() => router.relaunch(PAY_ROUTES.home)}
          data-testid="pay-success-home"
        >
          {t.backHome}
        </Button>
      </div>
    </div>
  );
};
