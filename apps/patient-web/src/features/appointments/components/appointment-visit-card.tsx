import { PageSection } from '../../../components/page-section.tsx';
import { useAppointmentDetail } from '../api/use-appointment-detail.ts';
import { appointmentStrings as t } from '../strings.ts';
import { STATUS_TAG } from '../utils/appointment-status.ts';
import { formatVisitTime } from '../utils/format-visit.ts';
import styles from './appointment-visit-card.module.css';
import { InfoRows } from './info-rows.tsx';
import { LoadingBlock } from './loading-block.tsx';
import { StatusTag } from './status-tag.tsx';

/**
 * The appointment a payment was for, as a card other pages can show (支付成功): when, whom, where,
 * and the advice to come early. Nothing when it cannot be read.
 */
export const AppointmentVisitCard = ({ weId }: { weId: number }) => {
  const { data: a, isPending, isError } = useAppointmentDetail(weId);
  if (isError) return null;
  if (isPending || !a) return <LoadingBlock />;
  const tag = STATUS_TAG[a.status];
  return (
    <PageSection
      title={`${a.doctorName} ${a.doctorTitle}`}
      extra={<StatusTag label={tag.label} tone={tag.tone} testId="visit-card-status" />}
    >
      <div className={styles.card} data-testid="appointment-visit-card">
        <div className={styles.time} data-testid="visit-card-time">
          {formatVisitTime(a)}
        </div>
        <InfoRows
          rows={[
            { key: 'dept', label: t.dept, value: a.deptName },
            { key: 'baby', label: t.baby, value: a.babyName },
            { key: 'facility', label: t.facility, value: a.facilityName },
            { key: 'address', label: t.address, value: a.facilityAddress || '—' },
          ]}
        />
        <p className={styles.advice}>{t.arriveEarly}</p>
      </div>
    </PageSection>
  );
};
