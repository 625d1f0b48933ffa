import { RightOutline } from 'antd-mobile-icons';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useDepartments } from '../api/use-departments.ts';
import { bookingStrings as t } from '../strings.ts';
import styles from './choice-list.module.css';
import { LoadFailed, Loading } from './status-views.tsx';

/** Step 2: the clinic's departments with what each one sees. */
export const DepartmentList = ({
  facilityId,
  onChoose,
}: {
  facilityId: number;
  onChoose: (deptId: number) => void;
}) => {
  const departments = useDepartments(facilityId);
  if (departments.isLoading) return <Loading />;
  if (departments.isError) return <LoadFailed onRetry={() => void departments.refetch()} />;
  if (!departments.data?.length) return <EmptyState variant="list" tip={t.noDept} />;
  return (
    <ul className={styles.list}>
      {departments.data.map((d) => (
        <li key={d.deptId}>
          <button
            type="button"
            className={styles.card}
            data-testid={`booking-dept-${d.deptId}`}
            onClick={() => onChoose(d.deptId)}
          >
            <span className={styles.main}>
              <span className={styles.title}>{d.name}</span>
              {d.intro ? <span className={styles.line}>{d.intro}</span> : null}
            </span>
            <RightOutline className={styles.chevron} />
          </button>
        </li>
      ))}
    </ul>
  );
};
