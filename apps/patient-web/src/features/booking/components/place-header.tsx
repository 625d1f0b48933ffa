import { useDepartments } from '../api/use-departments.ts';
import { useFacility } from '../api/use-facility.ts';
import { bookingStrings as t } from '../strings.ts';
import styles from './place-header.module.css';

interface PlaceHeaderProps {
  facilityId: number;
  deptId: number | null;
  onChangeFacility: () => void;
  onChangeDept?: () => void;
}

/** The clinic (and department) chosen so far, with a way to change each without walking back. */
export const PlaceHeader = ({ facilityId, deptId, onChangeFacility, onChangeDept }: PlaceHeaderProps) => {
  const facility = useFacility(facilityId);
  const departments = useDepartments(deptId === null ? null : facilityId);
  const dept = departments.data?.find((d) => d.deptId === deptId);
  const f = facility.data;
  return (
    <section className={styles.header} data-testid="booking-place">
      <div className={styles.row}>
        <div className={styles.main}>
          <div className={styles.name}>{f?.name ?? '…'}</div>
          {f ? <div className={styles.meta}>{f.address}</div> : null}
          {f ? (
            <div className={styles.meta}>
              {t.runningTime} {f.runningTime}
            </div>
          ) : null}
        </div>
        <button type="button" className={styles.change} onClick={onChangeFacility}>
          {t.change}
        </button>
      </div>
      {deptId !== null && onChangeDept ? (
        <div className={`${styles.row} ${styles.deptRow}`}>
          <div className={styles.main}>
            <span className={styles.key}>{t.dept}</span>
            <span className={styles.dept}>{dept?.name ?? '…'}</span>
          </div>
          <button type="button" className={styles.change} onClick={onChangeDept}>
            {t.change}
          </button>
        </div>
      ) : null}
    </section>
  );
};
