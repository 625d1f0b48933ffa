import type { OrderStatusView } from '@sprout/contract';
import { Button, Result } from 'antd-mobile';
import { useAppRouter } from '../../../lib/router.ts';
import { PAY_ROUTES } from '../routes.ts';
import { payStrings as t } from '../strings.ts';
import { OrderStateNotice } from './order-state-notice.tsx';
import styles from './pay-pages.module.css';

/** A result or receipt page opened for an order without money on it: pay it, or see why not. */
export const NotPaidNotice = ({ order }: { order: OrderStatusView }) => {
  const router = useAppRouter();
  if (order.status === 'closed') return <OrderStateNotice order={order} />;
  return (
    <div className={styles.panel} data-testid="pay-not-paid">
      <Result status="info" title={t.notPaidYet} />
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => router.redirect(PAY_ROUTES.onlinePay, { orderNo: order.orderNo })}
        >
          {t.goPay}
        </Button>
      </div>
    </div>
  );
};
