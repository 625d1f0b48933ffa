import type { OrderStatusView } from '@sprout/contract';
import { Button, Result } from 'antd-mobile';
import { useAppRouter } from '../../../lib/router.ts';
import { PAY_ROUTES } from '../routes.ts';
import { payStrings as t } from '../strings.ts';
import { isRegistration, subjectPage } from '../utils/order-links.ts';
import { isMoneyReceived } from '../utils/pay-result.ts';
import styles from './pay-pages.module.css';

/**
 * An order that can no longer take money: paid (see the result), or closed / out of time (book
 * again). A closed order whose money came after it closed says the money is on its way back (the
 * system message about the refund follows). Each offers the page that makes sense next.
 */
export const OrderStateNotice = ({ order }: { order: OrderStatusView }) => {
  const router = useAppRouter();
  const subject = subjectPage(order);
  const openSubject = () => router.redirect(subject.path, subject.query);
  if (isMoneyReceived(order.status)) {
    return (
      <div className={styles.panel} data-testid="pay-not-payable" data-reason="paid">
        <Result status="success" title={t.alreadyPaid} description={t.alreadyPaidHint} />
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => router.redirect(PAY_ROUTES.completePay, { orderNo: order.orderNo })}
          >
            {t.viewResult}
          </Button>
          <Button block shape="rounded" onClick={openSubject}>
            {isRegistration(order) ? t.viewAppointment : t.viewOrder}
          </Button>
        </div>
      </div>
    );
  }
  const late = order.status === 'closed' ? order.lateRefund : null;
  return (
    <div className={styles.panel} data-testid="pay-not-payable" data-reason={late ? 'late-refund' : 'closed'}>
      <Result
        status="warning"
        title={order.status === 'closed' ? t.closed : t.timeOver}
        description={
          late
            ? t.lateRefundHint[late.status](t.yuan(late.amountFen))
            : order.status === 'closed'
              ? t.closedHint
              : t.expiredHint
        }
      />
      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" onClick={() => router.relaunch(PAY_ROUTES.book)}>
          {t.bookAgain}
        </Button>
        <Button block shape="rounded" onClick={openSubject}>
          {isRegistration(order) ? t.viewAppointment : t.viewOrder}
        </Button>
      </div>
    </div>
  );
};
