import type { ApiResult } from '../../../lib/api-client.ts';
import type { api } from '@sprout/contract';
import { screeningOf } from '@sprout/domain';
import { IndicatorHead, isPendingReview, Screening } from '../../../components/indicator-head.tsx';
import { readingFor } from '../utils/reading.ts';
import { growthStrings as s } from '../strings.ts';
import styles from './growth.module.css';

type Saved = ApiResult<typeof api.growth.addMeasurement>;
type Indicator = Saved['results']['chronological'][number];

const IndicatorRow = ({ r }: { r: Indicator }) => (
  <div className={styles.resultRow} data-testid={`growth-result-${r.indicator}`}>
    <IndicatorHead r={r} centileTestId={`growth-centile-${r.indicator}`} />
    <div className={styles.reading}>
      {isPendingReview(r) ? s.pendingReading : readingFor(r.indicatorName, r.score)}
    </div>
    {r.heightGrade ? (
      <Screening
        c={screeningOf('heightGrade', r.heightGrade.code)}
        testId="growth-screening-height"
        lineClassName={styles.minor}
      />
    ) : null}
    {r.bmiCategory ? (
      <Screening
        c={screeningOf('bmiCategory', r.bmiCategory.code)}
        testId="growth-screening-bmi"
        lineClassName={styles.minor}
      />
    ) : null}
  </div>
);

interface AssessResultProps {
  saved: Saved;
  genetic: { targetCm: number; lowCm: number; highCm: number } | null;
  /** The assessment's 身高报告: made (its id), being made, or not made (a retry); null when none can be. */
  report: { evaluationId: number | null; pending: boolean } | null;
  onOpenChart(): void;
  onAgain(): void;
  onOpenReport(evaluationId: number): void;
  onMakeReport(): void;
}

const ReportAction = ({
  report,
  onOpenReport,
  onMakeReport,
}: Pick<AssessResultProps, 'report' | 'onOpenReport' | 'onMakeReport'>) => {
  if (!report) return null;
  const { evaluationId } = report;
  return (
    <>
      {evaluationId !== null ? (
        <div className={styles.minor} data-testid="growth-report-saved">
          {s.reportSaved}
        </div>
      ) : null}
      <div className={styles.actions}>
        {evaluationId !== null ? (
          <button
            type="button"
            className={styles.primaryButton}
            onClick={() => onOpenReport(evaluationId)}
            data-testid="growth-open-report"
          >
            {s.openReport}
          </button>
        ) : (
          <button
            type="button"
            className={styles.primaryButton}
            disabled={report.pending}
            onClick={onMakeReport}
            data-testid="growth-make-report"
          >
            {s.makeReport}
          </button>
        )}
      </div>
    </>
  );
};

/**
 * What one saved measurement means: every indicator's percentile and plain words, the genetic target.
 * A measurement saved as 待核对 shows its values only and has no 身高报告 until the doctor confirms it.
 */
export const AssessResult = ({
  saved,
  genetic,
  report,
  onOpenChart,
  onAgain,
  onOpenReport,
  onMakeReport,
}: AssessResultProps) => (
  <section className={styles.card} data-testid="growth-result">
    <h2 className={styles.cardTitle}>{s.resultTitle}</h2>
    <div className={styles.minor}>{s.resultAt(saved.date, saved.ageLabel)}</div>
    {saved.reviewState === 'pending' ? (
      <div className={styles.pending} data-testid="growth-result-pending">
        {s.pendingSaved}
      </div>
    ) : null}
    {saved.results.chronological.map((r) => (
      <IndicatorRow key={r.indicator} r={r} />
    ))}
    {saved.results.corrected && saved.results.corrected.length > 0 ? (
      <>
        <div className={styles.minor}>{s.correctedNote}</div>
        {saved.results.corrected.map((r) => (
          <IndicatorRow key={`c-${r.indicator}`} r={r} />
        ))}
      </>
    ) : null}
    <div className={styles.genetic} data-testid="growth-genetic">
      <div className={styles.resultName}>{s.geneticTitle}</div>
      <div className={styles.reading}>
        {genetic ? s.geneticText(genetic.targetCm, genetic.lowCm, genetic.highCm) : s.geneticUnknown}
      </div>
    </div>
    <div className={styles.actions}>
      <button type="button" className={styles.ghostButton} onClick={onAgain} data-testid="growth-again">
        {s.again}
      </button>
      <button
        type="button"
        className={styles.primaryButton}
        onClick={onOpenChart}
        data-testid="growth-open-chart"
      >
        {s.openChart}
      </button>
    </div>
    {saved.reviewState === 'pending' ? null : (
      <ReportAction report={report} onOpenReport={onOpenReport} onMakeReport={onMakeReport} />
    )}
  </section>
);
