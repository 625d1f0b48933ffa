import { Button, Result, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useAppRouter } from '../../../lib/router.ts';
import { useConfirmPayment } from '../hooks/use-confirm-payment.ts';
import { PAY_ROUTES } from '../routes.ts';
import { payStrings as t } from '../strings.ts';
import { subjectPage } from '../utils/order-links.ts';
import { OrderStateNotice } from './order-state-notice.tsx';
import { GoToSuccess } from './go-to-success.tsx';
import styles from './pay-pages.module.css';

/** result=ok: 正在确认支付结果… while order_status is asked; paid → 支付成功; else 刷新 / 查看订单. */
export const ConfirmingPanel = ({ orderNo }: { orderNo: string }) => {
  const [round, setRound] = useState(0);
  // 刷新 mounts a fresh round, which asks the bounded number of times again.
  return <ConfirmingRound key={round} orderNo={orderNo} onRefresh={() => setRound((n) => n + 1)} />;
};

const ConfirmingRound = ({ orderNo, onRefresh }: { orderNo: string; onRefresh: () => void }) => {
  const router = useAppRouter();
  const confirmation = useConfirmPayment(orderNo, true);
  switch (confirmation.state) {
    case 'confirming':
      return (
        <div className={styles.panel} data-testid="pay-confirming">
          <Result
            status="waiting"
            icon={<SpinLoading color="primary" style={{ '--size': '52px' }} />}
            title={t.confirming}
            description={t.confirmingHint}
          />
        </div>
      );
    case 'paid':
      return <GoToSuccess orderNo={orderNo} />;
    case 'unconfirmed': {
      const { order } = confirmation;
      if (order?.status === 'closed') return <OrderStateNotice order={order} />;
      const subject = order ? subjectPage(order) : { path: PAY_ROUTES.orderHistory };
      return (
        <div className={styles.panel} data-testid="pay-unconfirmed">
          <Result status="waiting" title={t.unconfirmed} description={t.unconfirmedHint} />
          <div className={styles.actions}>
            <Button block color="primary" shape="rounded" onClick={onRefresh} data-testid="pay-refresh">
              {t.refresh}
            </Button>
            <Button block shape="rounded" onClick={() => router.redirect(subject.path, subject.query)}>
              {t.viewOrder}
            </Button>
          </div>
        </div>
      );
    }
    default: {
      const unreachable: never = confirmation;
      return unreachable;
    }
  }
};
