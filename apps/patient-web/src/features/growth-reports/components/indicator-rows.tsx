import type { reportIndicator } from '@sprout/contract';
import { type ScreeningCategory, screeningLabel, screeningOf } from '@sprout/domain';
import type { z } from 'zod';
import { reportStrings as s } from '../strings.ts';
import styles from './reports.module.css';

export type ReportIndicator = z.output<typeof reportIndicator>;

const valueText = (r: ReportIndicator): string => {
  if (r.indicator === 'weightForAge' || r.indicator === 'weightForLengthHeight') return `${r.value} ${s.kg}`;
  if (r.indicator === 'bmiForAge') return `${r.value}`;
  return `${r.value} ${s.cm}`;
};

/** True when any indicator sits below P3: the page then suggests a word with the doctor. */
export const anyBelowP3 = (list: readonly ReportIndicator[]): boolean =>
  list.some((r) => r.score?.position === 'belowP3');

/** A standard's grade or class as a parent reads it: a screening category and what it means. */
const Screening = ({ c, testId }: { c: ScreeningCategory | null; testId: string }) =>
  c ? (
    <div data-testid={testId}>
      <div className={styles.rowMinor}>{screeningLabel(c)}</div>
      <div className={styles.rowMinor}>{c.meaning}</div>
    </div>
  ) : null;

const Row = ({ r }: { r: ReportIndicator }) => (
  <div className={styles.row} data-testid={`report-indicator-${r.indicator}`}>
    <div className={styles.rowHead}>
      <span className={styles.rowName}>{r.indicatorName}</span>
      <span className={styles.rowValue}>{valueText(r)}</span>
      <span
        className={
          r.score && r.score.position !== 'withinP3P97'
            ? `${styles.centile} ${styles.centileNote}`
            : styles.centile
        }
      >
        {r.score ? r.score.percentileText : '—'}
      </span>
    </div>
    <div className={styles.rowMinor}>
      {r.score?.z === null || r.score === null ? s.noScore : `${s.zScore} ${r.score.z}`}
      {r.source ? `　${r.source}` : ''}
    </div>
    <div className={styles.reading}>{r.reading}</div>
    {r.heightGrade ? (
      <Screening c={screeningOf('heightGrade', r.heightGrade.code)} testId="report-screening-height" />
    ) : null}
    {r.bmiCategory ? (
      <Screening c={screeningOf('bmiCategory', r.bmiCategory.code)} testId="report-screening-bmi" />
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

/** Every indicator of one visit, at the calendar age and (for babies born early) the corrected age. */
export const ResultsCard = ({ results }: ResultsCardProps) => {
  const all = [...results.chronological, ...(results.corrected ?? [])];
  return (
    <section className={styles.card} data-testid="report-results">
      <h2 className={styles.cardTitle}>{s.resultsTitle}</h2>
      {results.chronological.map((r) => (
        <Row key={r.indicator} r={r} />
      ))}
      {results.corrected && results.corrected.length > 0 ? (
        <>
          <h3 className={styles.cardTitle}>{s.correctedTitle(results.correctedAgeLabel)}</h3>
          {results.corrected.map((r) => (
            <Row key={`c-${r.indicator}`} r={r} />
          ))}
        </>
      ) : null}
      {anyBelowP3(all) ? (
        <div className={styles.doctorHint} data-testid="report-doctor-hint">
          {s.belowP3Hint}
        </div>
      ) : null}
    </section>
  );
};
