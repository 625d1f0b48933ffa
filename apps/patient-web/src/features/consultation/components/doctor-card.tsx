import type { ConsultDoctor } from '@sprout/contract';
import { DoctorAvatar } from '../../../components/doctor-avatar.tsx';
import { consultStrings as t } from '../strings.ts';
import { priceText } from '../utils/price.ts';
import styles from './doctor.module.css';
import { OnlineBadge } from './online-badge.tsx';

/** One doctor of 找医生: photo, name and title, department, 擅长, rating, answered count, on duty, next clinic day, price. */
export const DoctorCard = ({
  doctor,
  onOpen,
}: {
  doctor: ConsultDoctor;
  onOpen: (doctorId: number) => void;
}) => (
  <button
    type="button"
    className={styles.card}
    data-testid={`consult-doctor-${doctor.doctorId}`}
    onClick={() => onOpen(doctor.doctorId)}
  >
    <DoctorAvatar name={doctor.name} photoUrl={doctor.photoUrl} size={56} tone="soft" />
    <span className={styles.main}>
      <span className={styles.nameRow}>
        <span className={styles.name}>{doctor.name}</span>
        <span className={styles.title}>{doctor.title}</span>
        <OnlineBadge isOnline={doctor.isOnline} testId={`consult-doctor-online-${doctor.doctorId}`} />
      </span>
      <span className={styles.dept}>{doctor.deptName}</span>
      <span className={styles.speciality}>
        {t.good}
        {doctor.speciality}
      </span>
      <span className={styles.stats}>
        <span className={styles.rating}>{t.rating(doctor.rating)}</span>
        <span>{t.answered(doctor.answeredCount)}</span>
        <span>{t.nextClinic(doctor.nextClinicDay)}</span>
      </span>
    </span>
    <span className={styles.price} data-testid={`consult-doctor-price-${doctor.doctorId}`}>
      {priceText(doctor.priceFen)}
    </span>
  </button>
);
