import { useSearchParams } from 'wouter';
import { SharedReportView } from '../../../../features/growth-reports/components/shared-report-view.tsx';

/** 查看报告: public, opened from a share link (?token=) without logging in. */
export default function ShareWebviewPage() {
  const [params] = useSearchParams();
  return <SharedReportView token={(params.get('token') ?? '').trim()} />;
}
