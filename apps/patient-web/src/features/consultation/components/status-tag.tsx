import type { InquiryView } from '@sprout/contract';
import styles from './inquiry.module.css';

const TONE: Record<InquiryView['status'], string | undefined> = {
  pendingPayment: styles.toneWarn,
  waiting: styles.toneWarn,
  inProgress: styles.toneActive,
  completed: styles.toneDone,
  rated: styles.toneDone,
  cancelled: styles.toneMuted,
  refunded: styles.toneMuted,
};

/** The inquiry's state in the server's own words (待支付 … 已退款). */
export const StatusTag = ({
  inquiry,
}: {
  inquiry: Pick<InquiryView, 'inquiryId' | 'status' | 'statusLabel'>;
}) => (
  <span
    className={`${styles.tag} ${TONE[inquiry.status] ?? ''}`}
    data-testid={`inquiry-status-${inquiry.inquiryId}`}
  >
    {inquiry.statusLabel}
  </span>
);
