import { PagedList } from '../../../components/paged-list.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { fetchMeasurementPage, REPORT_LIST_KEYS } from '../api/report-queries.ts';
import { REPORT_ROUTES } from '../routes.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './reports.module.css';
import { EmptyVisits, VisitHead } from './visit-rows.tsx';

/** 儿保记录: every measurement of the baby; clinic ones are marked as the authoritative ones. */
export const MeasurementList = ({ babyId }: { babyId: number }) => {
  const router = useAppRouter();
  return (
    <PagedList
      queryKey={REPORT_LIST_KEYS.measurements(babyId)}
      fetchPage={(pageNum, pageSize) => fetchMeasurementPage(babyId, pageNum, pageSize)}
      keyOf={(m) => m.measurementId}
      empty={<EmptyVisits tip={s.measurementsEmpty} />}
      renderItem={(m) => (
        <button
          type="button"
          className={styles.item}
          data-testid={`measurement-${m.measurementId}`}
          onClick={() => router.navigate(REPORT_ROUTES.babyProtectM, { measurementId: m.measurementId })}
        >
          <VisitHead date={m.date} ageLabel={m.ageLabel} source={m.source} reviewState={m.reviewState} />
          <div className={styles.itemLine}>
            {[
              m.heightCm === null ? null : `${s.height} ${m.heightCm} ${s.cm}`,
              m.weightKg === null ? null : `${s.weight} ${m.weightKg} ${s.kg}`,
              m.headCircumferenceCm === null ? null : `${s.head} ${m.headCircumferenceCm} ${s.cm}`,
            ]
              .filter((x) => x !== null)
              .join('　')}
          </div>
          {m.source === 'clinic' ? <div className={styles.itemLine}>{s.clinicNote}</div> : null}
          {m.reviewState === 'pending' ? <div className={styles.itemLine}>{s.pendingNote}</div> : null}
        </button>
      )}
    />
  );
};
