import type { ReactNode } from 'react';
import { DoctorAvatar } from '../../../components/doctor-avatar.tsx';
import { bookingStrings as t } from '../strings.ts';
import { feeText } from '../utils/calendar.ts';
import styles from './doctor-summary.module.css';

export interface DoctorBasics {
  name: string;
  title: string;
  speciality: string;
  photoUrl: string | null;
  feeFen: number;
  deptName: string;
  facilityName: string;
}

/** The doctor being booked: photo or initials, title, department and clinic, speciality and fee. */
export const DoctorSummary = ({ doctor, children }: { doctor: DoctorBasics; children?: ReactNode }) => (
  <section className={styles.card} data-testid="booking-doctor-card">
    <div className={styles.head}>
      <DoctorAvatar name={doctor.name} photoUrl={doctor.photoUrl} size={56} tone="solid" />
      <div className={styles.main}>
        <div className={styles.nameRow}>
          <span className={styles.name}>{doctor.name}</span>
          <span className={styles.title}>{doctor.title}</span>
        </div>
        <div className={styles.meta}>
          {doctor.deptName} · {doctor.facilityName}
        </div>
      </div>
      <div className={styles.feeBox}>
        <span className={doctor.feeFen > 0 ? styles.fee : styles.feeFree}>{feeText(doctor.feeFen)}</span>
        {doctor.feeFen > 0 ? <span className={styles.feeLabel}>{t.fee}</span> : null}
      </div>
    </div>
    <p className={styles.speciality}>
      <span className={styles.key}>{t.speciality}</span>
      {doctor.speciality}
    </p>
    {children}
  </section>
);
