import line from '../../../components/indicator-head.module.css';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useComprehensiveReport } from '../api/report-queries.ts';
import { REPORT_ROUTES } from '../routes.ts';
import { reportStrings as s } from '../strings.ts';
import { ResultsCard } from './indicator-rows.tsx';
import {
  BabyHead,
  BoneAgeCard,
  GeneticCard,
  MeasurementCard,
  PredictionsCard,
  ReferenceCard,
  SourceTag,
  SummaryCard,
  VelocityCard,
} from './report-sections.tsx';
import styles from './reports.module.css';

type Latest = {
  value: number;
  date: string;
  ageLabel: string;
  source: 'home' | 'clinic';
  percentileText: string;
};

const LatestRow = ({ name, unit, v }: { name: string; unit: string; v: Latest | null }) => (
  <div className={styles.row}>
    <div className={line.head}>
      <span className={line.name}>{name}</span>
      <span className={line.value}>{v ? `${v.value}${unit ? ` ${unit}` : ''}` : '—'}</span>
      {v ? <span className={line.centile}>{v.percentileText}</span> : null}
    </div>
    {v ? (
      <div className={styles.rowMinor}>
        {s.homeLine(v.date, v.ageLabel)}
        <SourceTag source={v.source} />
      </div>
    ) : null}
  </div>
);

/** 综合报告: the child today, from every measurement (shared by babyInfo and synthPage). */
export const ComprehensiveView = ({ babyId }: { babyId: number }) => {
  const router = useAppRouter();
  const query = useComprehensiveReport(babyId);
  if (query.isPending) return <div className={styles.status}>{s.loading}</div>;
  if (!query.data) return <EmptyState tip={query.error?.msg ?? s.noMeasurement} />;
  const r = query.data;
  const latestId = r.evaluations.latestEvaluationId;
  return (
    <div data-testid="comprehensive-report">
      <BabyHead baby={r.baby} today />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{s.latestValues}</h2>
        <LatestRow name={s.height} unit={s.cm} v={r.latestValues.height} />
        <LatestRow name={s.weight} unit={s.kg} v={r.latestValues.weight} />
        <LatestRow name={s.bmi} unit="" v={r.latestValues.bmi} />
        <LatestRow name={s.head} unit={s.cm} v={r.latestValues.head} />
        <div className={styles.minor}>
          {s.counts(r.evaluations.count, r.measurementCounts.home, r.measurementCounts.clinic)}
        </div>
      </section>
      {r.latestMeasurement ? (
        <>
          <MeasurementCard m={r.latestMeasurement} title={s.latestMeasurement} />
          <SummaryCard summary={r.latestMeasurement.summary} />
          <ResultsCard results={r.latestMeasurement.results} />
        </>
      ) : (
        <EmptyState variant="list" tip={s.noMeasurement} />
      )}
      <GeneticCard genetic={r.geneticTarget} />
      <VelocityCard v={r.velocity} />
      <PredictionsCard p={r.predictions} />
      <BoneAgeCard b={r.boneAge} />
      <ReferenceCard name={r.referenceName} tables={r.tables} />
      <div className={styles.actions}>
        {latestId !== null ? (
          <button
            type="button"
            className={styles.ghostButton}
            onClick={() => router.navigate(REPORT_ROUTES.presentation, { evaluationId: latestId })}
          >
            {s.openLatest}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() => router.navigate(REPORT_ROUTES.chart)}
        >
          {s.openChart}
        </button>
      </div>
    </div>
  );
};
