import { useState } from 'react';
import { DoctorHero } from '../../../components/doctor-hero.tsx';
import type { DoctorBasics } from './doctor-summary.tsx';
import { bookingStrings as t } from '../strings.ts';
import { feeText } from '../utils/calendar.ts';
import styles from './doctor-profile.module.css';

/** Long introductions fold after this many characters. */
const FOLD_AT = 90;

/** The QR entry's landing card: photo, name, title, department, speciality and introduction. */
export const DoctorProfile = ({ doctor }: { doctor: DoctorBasics & { introduction: string } }) => {
  const [open, setOpen] = useState(false);
  const intro = doctor.introduction.trim();
  const long = intro.length > FOLD_AT;
  return (
    <section className={styles.profile} data-testid="booking-doctor-profile">
      <DoctorHero avatar={{ name: doctor.name, photoUrl: doctor.photoUrl, size: 72, tone: 'solid' }}>
        <div className={styles.nameRow}>
          <h2 className={styles.name}>{doctor.name}</h2>
          <span className={styles.title}>{doctor.title}</span>
        </div>
        <div className={styles.meta}>{doctor.deptName}</div>
        <div className={styles.meta}>{doctor.facilityName}</div>
      </DoctorHero>
      <div className={styles.body}>
        <p className={styles.line}>
          <span className={styles.key}>{t.speciality}</span>
          {doctor.speciality}
        </p>
        <p className={styles.line}>
          <span className={styles.key}>{t.fee}</span>
          <span className={doctor.feeFen > 0 ? styles.fee : styles.free}>{feeText(doctor.feeFen)}</span>
        </p>
        <h3 className={styles.introTitle}>{t.introduction}</h3>
        <p className={styles.intro}>
          {intro ? (long && !open ? `${intro.slice(0, FOLD_AT)}…` : intro) : t.noIntroduction}
        </p>
        {long ? (
          <button type="button" className={styles.fold} onClick={() => setOpen((v) => !v)}>
            {open ? t.collapse : t.expand}
          </button>
        ) : null}
      </div>
    </section>
  );
};
