import { useEvaluationTrend } from '../api/report-queries.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './reports.module.css';

/** Every report of the baby so far (oldest first): how height and weight moved between visits. */
export const TrendTable = ({ babyId, current }: { babyId: number; current: number }) => {
  const trend = useEvaluationTrend(babyId);
  const list = trend.data?.list ?? [];
  return (
    <section className={styles.card} data-testid="report-trend">
      <h2 className={styles.cardTitle}>{s.trendTitle}</h2>
      {trend.isPending ? <div className={styles.status}>{s.loading}</div> : null}
      {list.length > 1 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{s.trendDate}</th>
              <th>{s.trendAge}</th>
              <th>{s.trendHeight}</th>
              <th>{s.trendWeight}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((p) => (
              <tr key={p.evaluationId} style={p.evaluationId === current ? { fontWeight: 600 } : undefined}>
                <td>{p.date}</td>
                <td>{p.ageLabel}</td>
                <td>{p.heightCm === null ? '—' : `${p.heightCm}（${p.heightPercentileText ?? '—'}）`}</td>
                <td>{p.weightKg === null ? '—' : `${p.weightKg}（${p.weightPercentileText ?? '—'}）`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : trend.isSuccess ? (
        <div className={styles.text}>{s.trendEmpty}</div>
      ) : null}
    </section>
  );
};
