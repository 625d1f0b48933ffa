import { Button, DotLoading } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePaidBills } from '../api/use-paid-bills.ts';
import { feeStrings as t } from '../strings.ts';
import { BillCard } from './bill-card.tsx';
import styles from './fees.module.css';

/** 已缴费: paid and refunded bills; an online payment opens its receipt. */
export const PaidBills = ({ onReceipt }: { onReceipt: (orderNo: string) => void }) => {
  const { data: bills = [], isPending } = usePaidBills(true);
  if (isPending)
    return (
      <div className={styles.center}>
        <DotLoading color="primary" />
      </div>
    );
  if (bills.length === 0) return <EmptyState text={t.emptyPaid} />;
  return (
    <div className={styles.list}>
      {bills.map((bill) => (
        <BillCard
          key={bill.billId}
          bill={bill}
          selected={null}
          action={
            <>
              <span className={styles.weak}>{bill.paidVia ? t.paidVia[bill.paidVia] : ''}</span>
              {bill.orderNo ? (
                <Button size="small" fill="outline" onClick={() => onReceipt(bill.orderNo ?? '')}>
                  {t.receipt}
                </Button>
              ) : null}
            </>
          }
        />
      ))}
    </div>
  );
};
