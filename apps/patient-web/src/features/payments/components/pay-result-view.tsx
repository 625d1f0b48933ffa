import type { OrderStatusView } from '@sprout/contract';
import { Button, Result } from 'antd-mobile';
import { NavBar } from '../../../components/nav-bar.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { zhCN } from '../../../locale/zh-CN.ts';
import { useOrderStatus } from '../api/use-order-status.ts';
import { PAY_ROUTES } from '../routes.ts';
import { payStrings as t } from '../strings.ts';
import { subjectPage } from '../utils/order-links.ts';
import { isMoneyReceived, type PayResult } from '../utils/pay-result.ts';
import { CancelledPanel } from './cancelled-panel.tsx';
import { PayLoading, GoToSuccess } from './go-to-success.tsx';
import { ConfirmingPanel } from './confirming-panel.tsx';
import { OrderStateNotice } from './order-state-notice.tsx';
import styles from './pay-pages.module.css';

/**
 * 确认支付 (?orderNo=&result=): where the cashier (or WeChat's sheet) sends the parent back. ok is
 * confirmed with the server, cancel releases the attempt and keeps the order payable, anything
 * else is a failure with a way to try again. Its own bar: back leads to the order, not the cashier.
 */
export const PayResultView = ({ orderNo, result }: { orderNo: string | null; result: PayResult }) => {
  const router = useAppRouter();
  const order = useOrderStatus(orderNo);
  const back = () => {
    const target = order.data ? subjectPage(order.data) : { path: PAY_ROUTES.orderHistory };
    router.redirect(target.path, target.query);
  };
  return (
    <>
      <NavBar title={zhCN.titles['newFun/surePay']} showHome onBack={back} />
      <div data-testid="pay-result" data-result={result}>
        {orderNo === null ? (
          <Result status="error" title={t.notFound} />
        ) : result === 'ok' ? (
          <ConfirmingPanel orderNo={orderNo} />
        ) : result === 'cancel' ? (
          <CancelledPanel orderNo={orderNo} />
        ) : (
          <FailedPanel order={order.data} isError={order.isError} />
        )}
      </div>
    </>
  );
};

/** The channel reported a failure: unless the money arrived after all, offer to pay again. */
const FailedPanel = ({ order, isError }: { order: OrderStatusView | undefined; isError: boolean }) => {
  const router = useAppRouter();
  if (!order && !isError) return <PayLoading />;
  if (order && isMoneyReceived(order.status)) return <GoToSuccess orderNo={order.orderNo} />;
  if (order && order.status === 'closed') return <OrderStateNotice order={order} />;
  const subject = order ? subjectPage(order) : { path: PAY_ROUTES.orderHistory };
  return (
    <div className={styles.panel} data-testid="pay-failed">
      <Result status="error" title={t.failed} description={t.failedHint} />
      <div className={styles.actions}>
        {order ? (
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => router.redirect(PAY_ROUTES.onlinePay, { orderNo: order.orderNo })}
            data-testid="pay-retry"
          >
            {t.retry}
          </Button>
        ) : null}
        <Button block shape="rounded" onClick={() => router.redirect(subject.path, subject.query)}>
          {t.viewOrder}
        </Button>
      </div>
    </div>
  );
};
