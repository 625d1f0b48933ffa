import { PENDING_REVIEW_GAP_CODE, REVIEW_STATE_NAMES, type reportIndicator } from '@sprout/contract';
import {
  leadingBelowP3,
  resultsInOrder,
  type ScreeningCategory,
  screeningLabel,
  screeningOf,
} from '@sprout/domain';
import type { z } from 'zod';
import { reportStrings as s } from '../strings.ts';
import { scoreLine } from '../utils/score-line.ts';
import styles from './reports.module.css';

export type ReportIndicator = z.output<typeof reportIndicator>;

const valueText = (r: ReportIndicator): string => {
  if (r.indicator === 'weightForAge' || r.indicator === 'weightForLengthHeight') return `${r.value} ${s.kg}`;
  if (r.indicator === 'bmiForAge') return `${r.value}`;
  return `${r.value} ${s.cm}`;
};

/** An indicator of a measurement waiting for review: its value, 待核对, no score. */
const isPending = (r: ReportIndicator) => r.gaps.some((g) => g.code === PENDING_REVIEW_GAP_CODE);

/** A standard's grade or class as a parent reads it: a screening category and what it means. */
const Screening = ({ c, testId }: { c: ScreeningCategory | null; testId: string }) =>
  c ? (
    <div data-testid={testId}>
      <div className={styles.rowMinor}>{screeningLabel(c)}</div>
      <div className={styles.rowMinor}>{c.meaning}</div>
    </div>
  ) : null;

const Row = ({ r, basis }: { r: ReportIndicator; basis: 'lead' | 'secondary' }) => (
  <div
    className={styles.row}
    data-testid={basis === 'lead' ? `report-indicator-${r.indicator}` : `report-indicator-2-${r.indicator}`}
  >
    <div className={styles.rowHead}>
      <span className={styles.rowName}>{r.indicatorName}</span>
      <span className={styles.rowValue}>{valueText(r)}</span>
      <span
        className={
          isPending(r)
            ? `${styles.centile} ${styles.centilePending}`
            : r.score && r.score.position !== 'withinP3P97'
              ? `${styles.centile} ${styles.centileNote}`
              : styles.centile
        }
      >
        {r.score ? r.score.percentileText : isPending(r) ? REVIEW_STATE_NAMES.pending : '—'}
      </span>
    </div>
    <div className={styles.rowMinor}>
      {isPending(r) ? REVIEW_STATE_NAMES.pending : scoreLine(r)}
      {r.source ? `　${r.source}` : ''}
    </div>
    <div className={styles.reading}>{r.reading}</div>
    {r.heightGrade ? (
      <Screening
        c={screeningOf('heightGrade', r.heightGrade.code)}
        testId={basis === 'lead' ? 'report-screening-height' : 'report-screening-2-height'}
      />
    ) : null}
    {r.bmiCategory ? (
      <Screening
        c={screeningOf('bmiCategory', r.bmiCategory.code)}
        testId={basis === 'lead' ? 'report-screening-bmi' : 'report-screening-2-bmi'}
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
