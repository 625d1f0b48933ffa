import { DoctorAvatar } from '../../../components/doctor-avatar.tsx';
import type { DaySlot, SlotDoctor } from '../api/use-day-slots.ts';
import { bookingStrings as t } from '../strings.ts';
import { feeText, fullDateLabel } from '../utils/calendar.ts';
import styles from './visit-summary.module.css';

interface VisitSummaryProps {
  doctor: SlotDoctor;
  slot: DaySlot;
  date: string;
  facilityAddress: string | null;
}

/** The visit being booked: doctor, department, clinic and address, date and time, fee. */
export const VisitSummary = ({ doctor, slot, date, facilityAddress }: VisitSummaryProps) => (
  <section className={styles.card} data-testid="booking-visit-summary">
    <div className={styles.doctor}>
      <DoctorAvatar name={doctor.name} photoUrl={doctor.photoUrl} size={44} tone="solid" />
      <div className={styles.doctorMain}>
        <span className={styles.name}>{doctor.name}</span>
        <span className={styles.title}>{doctor.title}</span>
      </div>
    </div>
    <dl className={styles.rows}>
      <SummaryRow label={t.dept} value={doctor.deptName} />
      <SummaryRow label={t.facility} value={doctor.facilityName} />
      {facilityAddress ? <SummaryRow label={t.address} value={facilityAddress} /> : null}
      <SummaryRow label={t.visitDate} value={fullDateLabel(date)} />
      <SummaryRow label={t.visitTime} value={`${slot.periodLabel} ${slot.startTime}-${slot.endTime}`} />
      <SummaryRow label={t.fee} value={feeText(doctor.feeFen)} emphasis={doctor.feeFen > 0} />
    </dl>
  </section>
);

interface SummaryRowProps {
  label: string;
  value: string;
  emphasis?: boolean;
  /** Long free text (the visit reason): under its label, left-aligned. */
  block?: boolean;
}

export const SummaryRow = ({ label, value, emphasis = false, block = false }: SummaryRowProps) => (
  <div className={block ? `${styles.row} ${styles.block}` : styles.row}>
    <dt className={styles.label}>{label}</dt>
    <dd className={emphasis ? `${styles.value} ${styles.emphasis}` : styles.value}>{value}</dd>
  </div>
);

export const summaryStyles = styles;
