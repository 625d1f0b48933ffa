import { Button, Result } from 'antd-mobile';
import { useEffect } from 'react';
import { useAppRouter } from '../../../lib/router.ts';
import { useCancelPay } from '../api/use-cancel-pay.ts';
import { useOrderStatus } from '../api/use-order-status.ts';
import { PAY_ROUTES } from '../routes.ts';
import { payStrings as t } from '../strings.ts';
import { formatDeadline } from '../utils/format-time.ts';
import { subjectPage } from '../utils/order-links.ts';
import { isMoneyReceived } from '../utils/pay-result.ts';
import { OrderStateNotice } from './order-state-notice.tsx';
import { PayLoading, GoToSuccess } from './go-to-success.tsx';
import styles from './pay-pages.module.css';

/**
 * result=cancel: the attempt is released (cancel_pay) and the order stays payable until it expires:
 * 继续支付 or 稍后再说. If the order moved meanwhile (paid after all, or closed) that is shown instead.
 */
export const CancelledPanel = ({ orderNo }: { orderNo: string }) => {
  const router = useAppRouter();
  const cancel = useCancelPay();
  const status = useOrderStatus(cancel.isError ? orderNo : null);
  const { mutate } = cancel;
  useEffect(() => mutate(orderNo), [mutate, orderNo]);

  const view = cancel.data ?? status.data;
  if (!view) return <PayLoading />;
  if (isMoneyReceived(view.status)) return <GoToSuccess orderNo={orderNo} />;
  if (view.status === 'closed' || Date.parse(view.expiresAt) <= Date.now())
    return <OrderStateNotice order={view} />;
  const later = subjectPage(view);
  return (
    <div className={styles.panel} data-testid="pay-cancelled">
      <Result
        status="info"
        title={t.cancelled}
        description={t.cancelledHint(formatDeadline(view.expiresAt))}
      />
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => router.redirect(PAY_ROUTES.onlinePay, { orderNo })}
          data-testid="pay-continue"
        >
          {t.continuePay}
        </Button>
        <Button
          block
          shape="rounded"
          onClick={() => router.redirect(later.path, later.query)}
          data-testid="pay-later"
        >
          {t.later}
        </Button>
      </div>
    </div>
  );
};
