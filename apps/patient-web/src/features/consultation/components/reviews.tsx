import type { api, ResponseOf } from '@sprout/contract';
import { formatDateTime } from '../../../lib/countdown.ts';
import { consultStrings as t } from '../strings.ts';
import styles from './doctor-home.module.css';
import { Stars } from './stars.tsx';

type Summary = ResponseOf<typeof api.consultation.doctorHome>['ratingSummary'];
type Review = ResponseOf<typeof api.consultation.evaluationDetails>;

/** The average, the count and how often each label was chosen. */
export const RatingSummary = ({ summary }: { summary: Summary }) => (
  <div data-testid="doctor-home-rating">
    <div className={styles.average}>
      <strong>{summary.average === null ? '—' : summary.average.toFixed(1)}</strong>
      <span>{t.ratingCount(summary.count)}</span>
    </div>
    {summary.labels.length > 0 ? (
      <ul className={styles.labels}>
        {summary.labels.map((l) => (
          <li key={l.label}>
            {l.label} {l.count}
          </li>
        ))}
      </ul>
    ) : null}
  </div>
);

/** One review: who (masked, or 匿名用户), the stars, labels and text. */
export const ReviewItem = ({ review }: { review: Review }) => (
  <article className={styles.review} data-testid={`review-${review.evaluationId}`}>
    <div className={styles.reviewHead}>
      <span>{review.authorName}</span>
      <Stars value={review.stars} />
    </div>
    {review.labels.length > 0 ? (
      <ul className={styles.labels}>
        {review.labels.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    ) : null}
    {review.text ? <p className={styles.text}>{review.text}</p> : null}
    <time className={styles.when}>{formatDateTime(review.createdAt)}</time>
  </article>
);
