import { type indicatorResult, PENDING_REVIEW_GAP_CODE, REVIEW_STATE_NAMES } from '@sprout/contract';
import { type ScreeningCategory, screeningLabel } from '@sprout/domain';
import type { z } from 'zod';
import styles from './indicator-head.module.css';
import { kitStrings as t } from './kit-strings.ts';

/** One indicator of one visit as the engine scored it (a report's carries its reading too). */
export type IndicatorResult = z.output<typeof indicatorResult>;

/** An indicator of a measurement waiting for review: its value and 待核对, no percentile. */
export const isPendingReview = (r: IndicatorResult): boolean =>
  r.gaps.some((g) => g.code === PENDING_REVIEW_GAP_CODE);

const valueText = (r: IndicatorResult): string => {
  if (r.indicator === 'weightForAge' || r.indicator === 'weightForLengthHeight') return `${r.value} ${t.kg}`;
  if (r.indicator === 'bmiForAge') return `${r.value}`;
  return `${r.value} ${t.cm}`;
};

/** The indicator, what was measured and where it falls (P50, <P3, 待核对, — without a reference). */
export const IndicatorHead = ({ r, centileTestId }: { r: IndicatorResult; centileTestId?: string }) => {
  const pending = isPendingReview(r);
  const tone = pending
    ? styles.pending
    : r.score && r.score.position !== 'withinP3P97'
      ? styles.note
      : undefined;
  return (
    <div className={styles.head}>
      <span className={styles.name}>{r.indicatorName}</span>
      <span className={styles.value}>{valueText(r)}</span>
      <span className={tone ? `${styles.centile} ${tone}` : styles.centile} data-testid={centileTestId}>
        {r.score ? r.score.percentileText : pending ? REVIEW_STATE_NAMES.pending : '—'}
      </span>
    </div>
  );
};

/** A standard's grade or class as a parent reads it: a screening category and what it means. */
export const Screening = ({
  c,
  testId,
  lineClassName,
}: {
  c: ScreeningCategory | null;
  testId: string;
  lineClassName: string | undefined;
}) =>
  c ? (
    <div data-testid={testId}>
      <div className={lineClassName}>{screeningLabel(c)}</div>
      <div className={lineClassName}>{c.meaning}</div>
    </div>
  ) : null;
