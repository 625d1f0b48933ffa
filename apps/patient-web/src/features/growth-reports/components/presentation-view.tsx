import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useEvaluation } from '../api/report-queries.ts';
import { REPORT_ROUTES } from '../routes.ts';
import { reportStrings as s } from '../strings.ts';
import { EvaluationReport } from './evaluation-report.tsx';
import styles from './reports.module.css';
import { ShareLinkCard, useShareFlow } from './share-panel.tsx';
import { TrendTable } from './trend-table.tsx';

interface PresentationViewProps {
  /** From ?evaluationId=; null reads the baby's latest report. */
  evaluationId: number | null;
  babyId: number | null;
}

/** 身高报告: one saved report with its trend, a share button and the way to the curve. */
export const PresentationView = ({ evaluationId, babyId }: PresentationViewProps) => {
  const router = useAppRouter();
  const query = useEvaluation(evaluationId, babyId);
  const flow = useShareFlow();
  if (query.isPending) return <div className={styles.status}>{s.loading}</div>;
  const report = query.data;
  if (!report) {
    return (
      <EmptyState tip={query.isError ? query.error.msg : s.noReport}>
        <button
          type="button"
          className={styles.primaryButton}
          style={{ padding: '0 24px' }}
          onClick={() => router.navigate(REPORT_ROUTES.assess)}
        >
          {s.goAssess}
        </button>
      </EmptyState>
    );
  }
  return (
    <div className={styles.page}>
      <EvaluationReport report={report} />
      <TrendTable babyId={report.babyId} current={report.evaluationId} />
      {flow.shared ? <ShareLinkCard shared={flow.shared} onClose={flow.close} /> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.ghostButton}
          data-testid="report-share"
          disabled={flow.pending}
          onClick={() => flow.share(report.evaluationId)}
        >
          {s.share}
        </button>
        <button
          type="button"
          className={styles.primaryButton}
          data-testid="report-open-chart"
          onClick={() => router.navigate(REPORT_ROUTES.chart)}
        >
          {s.openChart}
        </button>
      </div>
    </div>
  );
};
