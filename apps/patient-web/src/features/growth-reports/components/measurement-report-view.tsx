import { EmptyState } from '../../../components/empty-state.tsx';
import { useMeasurementReport } from '../api/report-queries.ts';
import { reportStrings as s } from '../strings.ts';
import { ResultsCard } from './indicator-rows.tsx';
import { BabyHead, MeasurementCard, ReferenceCard, SummaryCard } from './report-sections.tsx';
import styles from './reports.module.css';

/** 儿童体格生长评价报告 of one measurement, computed on request (not saved). */
export const MeasurementReportView = ({ measurementId }: { measurementId: number }) => {
  const query = useMeasurementReport(measurementId);
  if (query.isPending) return <div className={styles.status}>{s.loading}</div>;
  if (!query.data) return <EmptyState tip={query.error?.msg ?? s.measurementsEmpty} />;
  const r = query.data;
  return (
    <div className={styles.page} data-testid="measurement-report">
      <BabyHead baby={r.baby} />
      <MeasurementCard m={r.measurement} />
      <SummaryCard summary={r.summary} />
      <ResultsCard results={r.results} />
      <ReferenceCard name={r.referenceName} tables={r.tables} />
    </div>
  );
};
