import type { Appointment } from '@sprout/contract';
import { Button } from 'antd-mobile';
import { appointmentStrings as t } from '../strings.ts';
import { STATUS_TAG } from '../utils/appointment-status.ts';
import { formatVisitTime } from '../utils/format-visit.ts';
import styles from './appointment-card.module.css';
import { StatusTag } from './status-tag.tsx';

interface AppointmentCardProps {
  appointment: Appointment;
  onOpen: () => void;
  onPay: () => void;
}

/** One row of 预约记录: who sees whom, when, in what state, for how much. */
export const AppointmentCard = ({ appointment: a, onOpen, onPay }: AppointmentCardProps) => {
  const tag = STATUS_TAG[a.status];
  return (
    <article className={styles.card} data-testid={`appointment-card-${a.weId}`} data-status={a.status}>
      <button type="button" className={styles.body} onClick={onOpen}>
        <div className={styles.head}>
          <span className={styles.doctor}>{a.doctorName}</span>
          <span className={styles.title}>{a.doctorTitle}</span>
          <span className={styles.spacer} />
          <StatusTag label={tag.label} tone={tag.tone} testId={`appointment-status-${a.weId}`} />
        </div>
        <div className={styles.place}>
          {a.deptName} · {a.facilityName}
        </div>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t.baby}</dt>
            <dd>{a.babyName}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t.visitTime}</dt>
            <dd>{formatVisitTime(a)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t.fee}</dt>
            <dd className={styles.fee}>{a.feeFen > 0 ? t.yuan(a.feeFen) : t.free}</dd>
          </div>
        </dl>
      </button>
      {a.canPay ? (
        <div className={styles.actions}>
          <Button
            size="small"
            color="warning"
            shape="rounded"
            data-testid={`appointment-pay-${a.weId}`}
            onClick={onPay}
          >
            {t.pay}
          </Button>
        </div>
      ) : null}
    </article>
  );
};
