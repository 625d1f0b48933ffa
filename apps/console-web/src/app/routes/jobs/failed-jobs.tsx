import { PageHeader } from '../../../components/page-header.tsx';
import { FailedJobs } from '../../../features/jobs/components/failed-jobs.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function FailedJobsRoute() {
  useDocumentTitle('失败任务');
  return (
    <>
      <PageHeader
        title="失败任务"
        description="后台任务（就诊提醒、退款提交、支付查询等）按递增间隔自动重试，全部重试仍失败后列在这里。排除原因后可点“重试”立即重新执行，每次重试都会记入审计。"
      />
      <FailedJobs />
    </>
  );
}
