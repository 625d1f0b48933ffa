import { Button, DotLoading } from 'antd-mobile';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  CheckoutPanel,
  type CheckoutWishes,
  INITIAL_CHECKOUT_WISHES,
} from '../../../components/checkout/checkout-panel.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { useFeeQuote } from '../api/use-fee-quote.ts';
import { useStartFee } from '../api/use-start-fee.ts';
import { useUnpaidBills } from '../api/use-unpaid-bills.ts';
import { FEE_ROUTES } from '../routes.ts';
import { feeStrings as t } from '../strings.ts';
import { groupByChild, keepPayable, toggleBill } from '../utils/group-bills.ts';
import { BillCard } from './bill-card.tsx';
import { PayingActions } from './paying-actions.tsx';
import styles from './fees.module.css';

export interface CheckoutExtras {
  /** Shown in the checkout panel under its switches. */
  checkoutExtra?: ReactNode;
  /** Runs once the order exists and before paying it (an invoice wish); settled orders skip it. */
  beforePaying?: (orderNo: string) => Promise<void>;
}

/** 待缴费: bills by child, choose one or several, the checkout panel, then the existing pay pages. */
export const UnpaidBills = ({
  onSettled,
  checkoutExtra,
  beforePaying,
}: { onSettled: (orderNo: string) => void } & CheckoutExtras) => {
  const router = useAppRouter();
  const { data: bills = [], isPending, isError, refetch } = useUnpaidBills();
  const [selected, setSelected] = useState<number[]>([]);
  const [wishes, setWishes] = useState<CheckoutWishes>(INITIAL_CHECKOUT_WISHES);
  const payable = useMemo(() => keepPayable(selected, bills), [selected, bills]);
  useEffect(() => {
    if (payable.length !== selected.length) setSelected(payable);
  }, [payable, selected.length]);
  const body = { billIds: payable, ...wishes };
  const quote = useFeeQuote(body);
  const start = useStartFee();

  const pay = async () => {
    const started = await start.mutateAsync(body);
    setSelected([]);
    if (started.settled) {
      toast(t.settled);
      onSettled(started.orderNo);
    } else {
      await beforePaying?.(started.orderNo);
      router.navigate(FEE_ROUTES.onlinePay, { orderNo: started.orderNo });
    }
  };

  if (isPending)
    return (
      <div className={styles.center}>
        <DotLoading color="primary" />
      </div>
    );
  if (isError)
    return (
      <div className={styles.center}>
        <Button size="small" onClick={() => void refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  if (bills.length === 0) return <EmptyState text={t.emptyUnpaid} />;
  return (
    <div className={styles.list}>
      {groupByChild(bills).map((child) => (
        <section key={child.pid} aria-label={child.patientName}>
          <h2 className={styles.child}>
            {child.patientName} <span className={styles.weak}>{`${t.record} ${child.pid}`}</span>
          </h2>
          {child.bills.map((bill) => (
            <BillCard
              key={bill.billId}
              bill={bill}
              selected={bill.status === 'unpaid' ? payable.includes(bill.billId) : null}
              onToggle={() => setSelected(toggleBill(payable, bill))}
              action={
                bill.status === 'paying' && bill.orderNo ? (
                  <PayingActions
                    orderNo={bill.orderNo}
                    billCount={bills.filter((b) => b.orderNo === bill.orderNo).length}
                  />
                ) : undefined
              }
            />
          ))}
        </section>
      ))}
      {payable.length > 0 ? (
        <CheckoutPanel
          quote={quote.data}
          isQuoting={quote.isFetching}
          wishes={wishes}
          onWishes={setWishes}
          pay={{ onPay: () => void pay().catch(() => undefined), isPaying: start.isPending }}
          extra={checkoutExtra}
          testIdPrefix="fee"
        />
      ) : (
        <p className={styles.hint}>{t.selectFirst}</p>
      )}
    </div>
  );
};
