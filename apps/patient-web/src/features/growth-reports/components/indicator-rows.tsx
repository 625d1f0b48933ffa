import { REVIEW_STATE_NAMES, type reportIndicator } from '@sprout/contract';
import { leadingBelowP3, resultsInOrder, screeningOf } from '@sprout/domain';
import type { z } from 'zod';
import { IndicatorHead, isPendingReview, Screening } from '../../../components/indicator-head.tsx';
import { reportStrings as s } from '../strings.ts';
import { scoreLine } from '../utils/score-line.ts';
import styles from './reports.module.css';

export type ReportIndicator = z.output<typeof reportIndicator>;

const Row = ({ r, basis }: { r: ReportIndicator; basis: 'lead' | 'secondary' }) => (
  <div
    className={styles.row}
    data-testid={basis === 'lead' ? `report-indicator-${r.indicator}` : `report-indicator-2-${r.indicator}`}
  >
    <IndicatorHead r={r} />
    <div className={styles.rowMinor}>
      {isPendingReview(r) ? REVIEW_STATE_NAMES.pending : scoreLine(r)}
      {r.source ? `　${r.source}` : ''}
    </div>
    <div className={styles.reading}>{r.reading}</div>
    {r.heightGrade ? (
      <Screening
        c={screeningOf('heightGrade', r.heightGrade.code)}
        testId={basis === 'lead' ? 'report-screening-height' : 'report-screening-2-height'}
        lineClassName={styles.rowMinor}
      />
    ) : null}
    {r.bmiCategory ? (
      <Screening
        c={screeningOf('bmiCategory', r.bmiCategory.code)}
        testId={basis === 'lead' ? 'report-screening-bmi' : 'report-screening-2-bmi'}
        lineClassName={styles.rowMinor}
      />
    ) : null}
  </div>
);

interface ResultsCardProps {
  results: {
    chronological: readonly ReportIndicator[];
    corrected: readonly ReportIndicator[] | null;
    correctedAgeLabel: string | null;
  };
}

/**
 * Every indicator of one visit. A baby born early and under the correction limit is judged at its
 * corrected age once past term: those results come first and decide the 有指标低于P3 hint; the
 * calendar-age ones follow (leading-results.ts in @sprout/domain). Otherwise calendar age leads.
 */
export const ResultsCard = ({ results }: ResultsCardProps) => {
  const { basis, lead, secondary } = resultsInOrder(results);
  const correctedFirst = basis === 'corrected';
  return (
    <section className={styles.card} data-testid="report-results" data-basis={basis}>
      <h2 className={styles.cardTitle}>{s.resultsTitle}</h2>
      {correctedFirst ? (
        <h3 className={styles.cardTitle}>{s.correctedTitle(results.correctedAgeLabel)}</h3>
      ) : null}
      {lead.map((r) => (
        <Row key={r.indicator} r={r} basis="lead" />
      ))}
      {secondary && secondary.length > 0 ? (
        <>
          <h3 className={styles.cardTitle} data-testid="report-results-secondary">
            {correctedFirst ? s.calendarTitle : s.correctedTitle(results.correctedAgeLabel)}
          </h3>
          {secondary.map((r) => (
            <Row key={`2-${r.indicator}`} r={r} basis="secondary" />
          ))}
        </>
      ) : null}
      {leadingBelowP3(results) ? (
        <div className={styles.doctorHint} data-testid="report-doctor-hint">
          {s.belowP3Hint}
        </div>
      ) : null}
    </section>
  );
};
