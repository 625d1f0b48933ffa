import type { InquiryView } from '@sprout/contract';
import { formatDateTime } from '../../../lib/countdown.ts';
import { priceText } from '../utils/price.ts';
import { DeadlineCountdown } from './deadline-countdown.tsx';
import styles from './inquiry.module.css';
import { StatusTag } from './status-tag.tsx';

/** One inquiry of 问诊记录: doctor, state, child, complaint, when, price and the running countdown. */
export const InquiryCard = ({
  inquiry,
  onOpen,
}: {
  inquiry: InquiryView;
  onOpen: (inquiryId: number) => void;
}) => (
  <button
    type="button"
    className={styles.card}
    data-testid={`inquiry-card-${inquiry.inquiryId}`}
    onClick={() => onOpen(inquiry.inquiryId)}
  >
    <span className={styles.cardHead}>
      <span className={styles.cardDoctor}>
        {inquiry.doctorName} <span className={styles.muted}>{inquiry.doctorTitle}</span>
      </span>
      <StatusTag inquiry={inquiry} />
    </span>
    <span className={styles.cardLine}>
      {inquiry.babyName} · {inquiry.kindLabel} · {inquiry.deptName}
    </span>
    <span className={styles.complaint}>{inquiry.complaint}</span>
    <span className={styles.cardFoot}>
      <span className={styles.muted}>{formatDateTime(inquiry.createdAt)}</span>
      <span className={styles.price}>{priceText(inquiry.priceFen)}</span>
    </span>
    <DeadlineCountdown inquiry={inquiry} compact />
  </button>
);
