import type { ConsultDoctor } from '@sprout/contract';
import { useSearchParams } from 'wouter';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useClickThrottle } from '../../../lib/throttle.ts';
import { fetchDoctorPage, useDoctorDirectory } from '../api/fetch-doctors.ts';
import { consultKeys } from '../api/query-keys.ts';
import { CONSULT_ROUTES } from '../routes.ts';
import { consultStrings as t } from '../strings.ts';
import { doctorsWith, filterChoices } from '../utils/doctor-filters.ts';
import { parseId } from '../utils/params.ts';
import { DoctorCard } from './doctor-card.tsx';
import styles from './doctor.module.css';
import { FilterChips } from './filter-chips.tsx';
import { Loading } from './status-views.tsx';

/**
 * 找医生: the doctors who offer 图文问诊, by department (the server's filter, paged from page 1 until a
 * short page) and by 擅长 (narrowed among every offering doctor, since findDoctor has no such filter).
 * Both choices live in the address, so back and reload keep them.
 */
export const DoctorFinder = () => {
  const router = useAppRouter();
  const [params, setParams] = useSearchParams();
  const deptId = parseId(params.get('deptId'));
  const term = params.get('speciality') || null;
  const directory = useDoctorDirectory();
  const choices = filterChoices(directory.data?.list ?? [], deptId);
  const open = useClickThrottle((doctorId: number) =>
    router.navigate(CONSULT_ROUTES.managerInfo, { doctorId }),
  );
  const choose = (next: { deptId: number | null; speciality: string | null }) => {
    const query: Record<string, string> = {};
    if (next.deptId !== null) query.deptId = String(next.deptId);
    if (next.speciality) query.speciality = next.speciality;
    setParams(query, { replace: true });
  };
  const empty = <EmptyState variant="list" tip={t.noDoctors} />;

  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <FilterChips
          label={t.departmentFilter}
          testId="consult-dept-filter"
          value={deptId}
          onChange={(id) => choose({ deptId: id, speciality: null })}
          chips={[
            { value: null, label: t.allDepartments },
            ...choices.departments.map((d) => ({ value: d.deptId, label: d.deptName })),
          ]}
        />
        <FilterChips
          label={t.specialityFilter}
          testId="consult-speciality-filter"
          value={term}
          onChange={(s) => choose({ deptId, speciality: s })}
          chips={[
            { value: null, label: t.allSpecialities },
            ...choices.specialities.map((s) => ({ value: s, label: s })),
          ]}
        />
      </div>
      {term === null ? (
        <PagedList
          queryKey={consultKeys.doctors(deptId)}
          fetchPage={(pageNum, pageSize) => fetchDoctorPage(deptId, pageNum, pageSize)}
          keyOf={(d) => d.doctorId}
          renderItem={(d) => <DoctorCard doctor={d} onOpen={open} />}
          empty={empty}
        />
      ) : (
        <SpecialityResults doctors={directory.data?.list} deptId={deptId} term={term} onOpen={open} />
      )}
    </div>
  );
};

/** The doctors whose 擅长 names the term, among every offering doctor (findDoctor cannot filter by it). */
const SpecialityResults = ({
  doctors,
  deptId,
  term,
  onOpen,
}: {
  doctors: ConsultDoctor[] | undefined;
  deptId: number | null;
  term: string;
  onOpen: (doctorId: number) => void;
}) => {
  if (!doctors) return <Loading />;
  const found = doctorsWith(doctors, deptId, term);
  if (found.length === 0) return <EmptyState variant="list" tip={t.noMatch} />;
  return (
    <div className="sp-list" data-testid="paged-list">
      {found.map((d) => (
        <div className="sp-list__item" key={d.doctorId}>
          <DoctorCard doctor={d} onOpen={onOpen} />
        </div>
      ))}
    </div>
  );
};
