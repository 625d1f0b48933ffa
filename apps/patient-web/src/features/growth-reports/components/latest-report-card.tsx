import { routes } from '@sprout/contract/routes';
import { resultsInOrder } from '@sprout/domain';
import { useApiQuery } from '../../../lib/api-client.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { REPORT_ROUTES } from '../routes.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './latest-report-card.module.css';

/** The home page's card: the baby's latest 身高报告 in one glance, or an invitation to measure. */
export const LatestReportCard = ({ babyId }: { babyId: number }) => {
  const router = useAppRouter();
  const query = useApiQuery(routes.evaluations.latestEvaluatingDetails, { body: { babyId } });
  if (query.isPending || query.isError) return null;
  const r = query.data;
  if (!r) {
    return (
      <button
        type="button"
        className={styles.card}
        data-testid="home-report-empty"
        onClick={() => router.navigate(REPORT_ROUTES.assess)}
      >
        <div className={styles.head}>
          {s.homeTitle}
          <span className={styles.more}>{`${s.homeGo} ›`}</span>
        </div>
        <div className={styles.line}>{s.homeEmpty}</div>
      </button>
    );
  }
  // At the corrected age for a baby born early (under the correction limit), as the report leads with it.
  const height = resultsInOrder(r.results).lead.find((x) => x.indicator === 'lengthHeightForAge');
  return (
    <button
      type="button"
      className={styles.card}
      data-testid="home-report-card"
      onClick={() => router.navigate(REPORT_ROUTES.presentation, { evaluationId: r.evaluationId })}
    >
      <div className={styles.head}>
        {s.homeTitle}
        <span className={styles.more}>›</span>
      </div>
      <div className={styles.line}>{s.homeLine(r.measurement.date, r.baby.ageLabel)}</div>
      {r.measurement.heightCm !== null ? (
        <div className={styles.height}>
          {`${s.height} ${r.measurement.heightCm} ${s.cm}`}
          {height?.score ? <span className={styles.centile}>{height.score.percentileText}</span> : null}
        </div>
      ) : null}
      <div className={styles.summary}>{r.summary}</div>
    </button>
  );
};
