import { DoctorAvatar } from '../../../components/doctor-avatar.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useDoctors } from '../api/use-doctors.ts';
import { bookingStrings as t } from '../strings.ts';
import { feeText } from '../utils/calendar.ts';
import styles from './choice-list.module.css';
import { LoadFailed, Loading } from './status-views.tsx';

/** Step 3: the department's doctors: photo or initials, title, speciality and registration fee. */
export const DoctorList = ({
  facilityId,
  deptId,
  onChoose,
}: {
  facilityId: number;
  deptId: number;
  onChoose: (doctorId: number) => void;
}) => {
  const doctors = useDoctors(facilityId, deptId);
  if (doctors.isLoading) return <Loading />;
  if (doctors.isError) return <LoadFailed onRetry={() => void doctors.refetch()} />;
  if (!doctors.data?.length) return <EmptyState variant="list" tip={t.noDoctor} />;
  return (
    <ul className={styles.list}>
      {doctors.data.map((d) => (
        <li key={d.doctorId}>
          <button
            type="button"
            className={styles.card}
            data-testid={`booking-doctor-${d.doctorId}`}
            onClick={() => onChoose(d.doctorId)}
          >
            <DoctorAvatar name={d.name} photoUrl={d.photoUrl} size={52} tone="solid" />
            <span className={styles.main}>
              <span className={styles.titleRow}>
                <span className={styles.title}>{d.name}</span>
                <span className={styles.tag}>{d.title}</span>
              </span>
              <span className={styles.line}>
                <span className={styles.key}>{t.speciality}</span>
                {d.speciality}
              </span>
            </span>
            <span className={d.feeFen > 0 ? styles.fee : styles.feeFree}>{feeText(d.feeFen)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
};
