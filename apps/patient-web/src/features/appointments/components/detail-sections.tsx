import type { Appointment } from '@sprout/contract';
import { PageSection } from '../../../components/page-section.tsx';
import { appointmentStrings as t } from '../strings.ts';
import { hasReceipt, orderStatusLabel, refundStateOf } from '../utils/appointment-status.ts';
import { formatVisitTime } from '../utils/format-visit.ts';
import styles from './detail-sections.module.css';
import { InfoRows } from './info-rows.tsx';
import { StatusTag } from './status-tag.tsx';
import { formatDateTime } from '../../../lib/countdown.ts';

/** Whom, where and when. */
export const VisitSection = ({ appointment: a }: { appointment: Appointment }) => (
  <PageSection className={styles.lifted}>
    <div className={styles.doctorLine}>
      <span className={styles.doctor} data-testid="appointment-detail-doctor">
        {a.doctorName}
      </span>
      <span className={styles.doctorTitle}>{a.doctorTitle}</span>
    </div>
    <div className={styles.dept}>{a.deptName}</div>
    <InfoRows
      rows={[
        { key: 'time', label: t.visitTime, value: formatVisitTime(a), testId: 'appointment-detail-time' },
        { key: 'baby', label: t.baby, value: a.babyName },
        { key: 'facility', label: t.facility, value: a.facilityName },
        { key: 'address', label: t.address, value: a.facilityAddress || '—' },
        { key: 'reason', label: t.visitReason, value: a.visitReason },
      ]}
    />
    {a.status === 'booked' ? <p className={styles.advice}>{t.arriveEarly}</p> : null}
  </PageSection>
);

interface OrderSectionProps {
  appointment: Appointment;
  onCopyOrderNo: (orderNo: string) => void;
  onOpenReceipt: (orderNo: string) => void;
}

/** The money side: order number (copyable), fee, payment and refund. */
export const OrderSection = ({ appointment: a, onCopyOrderNo, onOpenReceipt }: OrderSectionProps) => {
  const refund = refundStateOf(a.orderStatus);
  // Once money moved, the payment line says it was paid; the refund has its own line.
  const payLabel = hasReceipt(a.orderStatus) ? t.paid : orderStatusLabel(a.orderStatus);
  const orderNo = a.orderNo;
  // The order's amount is what was charged; without an order the booking was free.
  const feeFen = orderNo === null ? 0 : a.amountFen;
  return (
    <PageSection>
      <InfoRows
        rows={[
          orderNo !== null && {
            key: 'orderNo',
            label: t.orderNo,
            testId: 'appointment-order-no',
            value: (
              <span className={styles.orderNo}>
                <span data-testid="appointment-order-no-value">{orderNo}</span>
                <button
                  type="button"
                  className={styles.copy}
                  onClick={() => onCopyOrderNo(orderNo)}
                  data-testid="appointment-copy-order-no"
                >
                  {t.copy}
                </button>
              </span>
            ),
          },
          { key: 'created', label: t.createdAt, value: formatDateTime(a.createdAt) },
          {
            key: 'fee',
            label: t.fee,
            value: <span className={styles.fee}>{feeFen > 0 ? t.yuan(feeFen) : t.free}</span>,
          },
          orderNo !== null &&
            payLabel !== null && {
              key: 'payment',
              label: t.payment,
              testId: 'appointment-payment',
              value: payLabel,
              ...(hasReceipt(a.orderStatus) ? { onClick: () => onOpenReceipt(orderNo) } : {}),
            },
          refund !== null && {
            key: 'refund',
            label: t.refund,
            value: <StatusTag label={refund.label} tone={refund.tone} testId="appointment-refund-state" />,
          },
          a.status === 'cancelled' &&
            a.cancelReason !== null && { key: 'cancelReason', label: t.cancelReason, value: a.cancelReason },
        ]}
      />
    </PageSection>
  );
};
