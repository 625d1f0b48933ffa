import { formatClinicTime, formatFen } from '@sprout/domain';
import { Button, DotLoading, Popup } from 'antd-mobile';
import { useFeeReceipt } from '../api/use-fee-receipt.ts';
import { feeStrings as t } from '../strings.ts';
import styles from './fees.module.css';

/** 缴费收据 of one order: the bills it paid, each discount with its reason, what was paid and refunded. */
export const FeeReceipt = ({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) => {
  const { data: r, isPending } = useFeeReceipt(orderNo);
  return (
    <Popup visible={orderNo !== null} onMaskClick={onClose} bodyClassName={styles.popup}>
      <section aria-label={t.receiptTitle} data-testid="fee-receipt">
        <h3 className={styles.checkoutTitle}>{t.receiptTitle}</h3>
        {isPending || !r ? (
          <DotLoading />
        ) : (
          <>
            <ul className={styles.lines}>
              <li className={styles.line}>
                <span>{t.orderNo}</span>
                <span>{r.orderNo}</span>
              </li>
              <li className={styles.line}>
                <span>{t.paidAt}</span>
                <span>{r.paidAt ? formatClinicTime(r.paidAt, 'YYYY/MM/DD HH:mm:ss') : '—'}</span>
              </li>
              {r.bills.map((b) => (
                <li key={b.billId} className={styles.line}>
                  <span>
                    {b.patientName} · {b.title}
                  </span>
                  <span>{t.yuan(formatFen(b.totalFen))}</span>
                </li>
              ))}
              <li className={styles.line}>
                <span>{t.total}</span>
                <span>{t.yuan(formatFen(r.totalFen))}</span>
              </li>
            </ul>
            <ul className={styles.adjustments}>
              {r.adjustments.map((a) => (
                <li key={a.kind} className={styles.adjustment}>
                  <span className={styles.reason}>{a.reason}</span>
                  <span className={styles.discount}>{t.minus(formatFen(a.amountFen))}</span>
                </li>
              ))}
            </ul>
            <p className={styles.line}>
              <span>
                {t.paidTotal} <span className={styles.weak}>{r.statusLabel}</span>
              </span>
              <span className={styles.payAmount}>{t.yuan(formatFen(r.payFen))}</span>
            </p>
            {r.refundedFen > 0 ? (
              <p className={styles.line}>
                <span>{t.refunded}</span>
                <span>{t.yuan(formatFen(r.refundedFen))}</span>
              </p>
            ) : null}
          </>
        )}
        <Button block onClick={onClose}>
          {t.close}
        </Button>
      </section>
    </Popup>
  );
};
