import { useSearchParams } from 'wouter';
import { EmptyState } from '../../../components/empty-state.tsx';
import { MeasurementReportView } from '../../../features/growth-reports/components/measurement-report-view.tsx';
import { reportStrings } from '../../../features/growth-reports/strings.ts';
import { positiveId } from '../../../features/growth-reports/utils/share-link.ts';

/** 儿童体格生长评价报告: ?measurementId= */
export default function BabyProtectMPage() {
  const [params] = useSearchParams();
  const measurementId = positiveId(params.get('measurementId'));
  if (measurementId === null) return <EmptyState tip={reportStrings.measurementsEmpty} />;
  return <MeasurementReportView measurementId={measurementId} />;
}
