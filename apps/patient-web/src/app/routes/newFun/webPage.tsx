import { useSearchParams } from 'wouter';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useReportDetail } from '../../../features/inspection-reports/api/use-reports.ts';
import { idParam } from '../../../features/inspection-reports/utils/id-param.ts';
import { ReportDetailView } from '../../../features/inspection-reports/components/report-detail.tsx';
import styles from '../../../features/inspection-reports/components/reports.module.css';
import { reportStrings as s } from '../../../features/inspection-reports/strings.ts';
import { isApiError } from '../../../lib/api-client.ts';

/** 报告单 */
export default function WebPagePage() {
  const [params] = useSearchParams();
  const reportId = idParam(params.get('reportId'));
  const query = useReportDetail(reportId);
  if (reportId === null) return <EmptyState tip={s.badReportId} />;
  if (query.isPending) return <div className={styles.status}>{s.loading}</div>;
  if (query.isError) {
    return (
      <EmptyState tip={isApiError(query.error) ? query.error.msg : s.loadFailed}>
        <button type="button" className={styles.primaryButton} onClick={() => void query.refetch()}>
          {s.retry}
        </button>
      </EmptyState>
    );
  }
  return <ReportDetailView report={query.data} />;
}
