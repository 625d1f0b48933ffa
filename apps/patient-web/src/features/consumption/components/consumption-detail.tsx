import type { ConsumptionDetail } from '@sprout/contract';
import { formatFen } from '@sprout/domain';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useAppRouter } from '../../../lib/router.ts';
import { CONSUMPTION_ROUTES } from '../routes.ts';
import { consumptionStrings as t } from '../strings.ts';
import { channelText, clinicTime, kindText } from '../utils/record-text.ts';
import styles from './consumption.module.css';

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.line}>
    <span className={styles.label}>{label}</span>
    <span className={styles.value}>{children}</span>
  </div>
);

/** 消费详情: the order, what was paid and how, each refund, and each discount with its reason. */
export const ConsumptionDetailView = ({ detail }: { detail: ConsumptionDetail }) => {
  const router = useAppRouter();
  const kind = kindText(detail.orderKind);
  const canInvoice = detail.amountFen - detail.refundedFen > 0 && detail.status === 'paid';
  return (
    <>
      <div className={styles.card}>
        <Line label={detail.title}>
          <strong>¥{formatFen(detail.amountFen)}</strong>
        </Line>
        {kind && <Line label={t.kind}>{kind}</Line>}
        <Line label={t.status}>{detail.statusText}</Line>
        <Line label={t.channel}>{channelText(detail.channel)}</Line>
        {detail.paidAt && <Line label={t.paidAt}>{clinicTime(detail.paidAt)}</Line>}
        <Line label={t.createdAt}>{clinicTime(detail.createdAt)}</Line>
        <Line label={t.orderNo}>{detail.orderNo}</Line>
        {detail.refundedFen > 0 && <Line label={t.refunded}>¥{formatFen(detail.refundedFen)}</Line>}
      </div>
      {detail.settlement && detail.settlement.adjustments.length > 0 && (
        <>
          <h2 className={styles.heading}>{t.discounts}</h2>
          <div className={styles.card}>
            <Line label={t.total}>¥{formatFen(detail.settlement.totalFen)}</Line>
            {detail.settlement.adjustments.map((a) => (
              <Line key={`${a.kind}-${a.reason}`} label={a.reason}>
                -¥{formatFen(a.amountFen)}
              </Line>
            ))}
            <Line label={t.paid}>¥{formatFen(detail.settlement.payFen)}</Line>
          </div>
        </>
      )}
      {detail.refunds.length > 0 && (
        <>
          <h2 className={styles.heading}>{t.refunds}</h2>
          <div className={styles.card}>
            {detail.refunds.map((r) => (
              <Line key={r.refundNo} label={`${clinicTime(r.createdAt)} ${r.stateText}`}>
                +¥{formatFen(r.amountFen)}
                <span className={styles.state}>
                  {t.refundReason}：{r.reason}
                </span>
              </Line>
            ))}
          </div>
        </>
      )}
      {canInvoice && (
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => router.navigate(CONSUMPTION_ROUTES.invoices)}
          >
            {t.invoice}
          </Button>
        </div>
      )}
    </>
  );
};
