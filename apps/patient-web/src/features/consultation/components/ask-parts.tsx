import type { api, ResponseOf } from '@sprout/contract';
import type { ReactNode } from 'react';
import { DoctorAvatar } from '../../../components/doctor-avatar.tsx';
import { consultStrings as t } from '../strings.ts';
import styles from './ask-form.module.css';

type Doctor = ResponseOf<typeof api.consultation.doctorHome>['doctor'];

/** Who is being asked, and for how much. */
export const AskDoctor = ({ doctor, price }: { doctor: Doctor; price: string }) => (
  <section className={styles.doctor}>
    <DoctorAvatar name={doctor.name} photoUrl={doctor.photoUrl} size={44} tone="soft" />
    <div className={styles.doctorMain}>
      <strong>{doctor.name}</strong> {doctor.title}
      <div className={styles.doctorMeta}>{doctor.deptName}</div>
    </div>
    <span className={styles.doctorPrice}>{price}</span>
  </section>
);

/** The pictures field around the picker the pictures part fills in. */
export const PicturesField = ({ children }: { children: ReactNode }) => (
  <div className={styles.field}>
    <span className={styles.label}>{t.pictures}</span>
    <p className={styles.hint}>{t.picturesHint}</p>
    {children}
  </div>
);

/** 医生超时未接诊时，同意转给…: the parent's choice for a missed accept deadline (else a full refund). */
export const ReassignChoice = ({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
}) => (
  <label className={styles.agree}>
    <input
      type="checkbox"
      className={styles.checkbox}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      data-testid="ask-reassign"
    />
    <span>{t.reassign}</span>
  </label>
);
