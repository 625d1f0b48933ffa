import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { navEntry } from '../../../config/navigation.ts';
import { InquiryWorkspace } from '../../../features/consultation/components/inquiry-workspace.tsx';
import { ChildGrowthCard } from '../../../features/growth/components/child-growth-card.tsx';
import { LatestReportsCard } from '../../../features/inspection-reports/components/latest-reports-card.tsx';
import { positiveInt } from '../../../lib/list-params.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useIsManager } from './use-is-manager.ts';

/**
 * One inquiry: the consultation feature's workspace with the child's side panel composed here from the
 * growth and inspection-report features (features never import each other). The chat pane of issue 14
 * plugs in through the workspace's `chat` prop.
 */
export function InquiryRoute() {
  useDocumentTitle('问诊详情');
  const inquiryId = positiveInt(useParams().inquiryId ?? null);
  const navigate = useNavigate();
  const isManager = useIsManager();
  const inbox = navEntry('consult-inbox').path;
  if (inquiryId === undefined)
    return (
      <Result
        status="404"
        title="问诊不存在"
        extra={<Button onClick={() => navigate(inbox)}>返回问诊工作台</Button>}
      />
    );
  return (
    <>
      <PageHeader title="问诊详情" description={`问诊号 ${inquiryId}`} />
      <InquiryWorkspace
        key={inquiryId}
        inquiryId={inquiryId}
        isManager={isManager}
        onLeave={() => navigate(inbox)}
        childPanel={(babyId) => (
          <>
            <ChildGrowthCard babyId={babyId} />
            <LatestReportsCard babyId={babyId} reportsPath={`/reports?babyId=${babyId}`} />
          </>
        )}
      />
    </>
  );
}
