import { useQueryClient } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { navEntry } from '../../../config/navigation.ts';
import { ChatPane } from '../../../features/chat/components/chat-pane.tsx';
import { CONSULT_KEYS } from '../../../features/consultation/api/query-keys.ts';
import { InquiryWorkspace } from '../../../features/consultation/components/inquiry-workspace.tsx';
import { ChildGrowthCard } from '../../../features/growth/components/child-growth-card.tsx';
import { LatestReportsCard } from '../../../features/inspection-reports/components/latest-reports-card.tsx';
import { positiveInt } from '../../../lib/list-params.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useIsManager } from './use-is-manager.ts';

/**
 * One inquiry: the consultation feature's workspace with the child's side panel composed here from the
 * growth and inspection-report features (features never import each other), and the chat feature's
 * pane once the inquiry has been paid for (an inquiry event there refreshes the inquiry).
 */
const NO_CHAT = new Set(['pendingPayment', 'cancelled']);

export function InquiryRoute() {
  useDocumentTitle('问诊详情');
  const inquiryId = positiveInt(useParams().inquiryId ?? null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
        chat={(inquiry) =>
          NO_CHAT.has(inquiry.status) ? null : (
            <ChatPane
              inquiryId={inquiry.inquiryId}
              height={520}
              onInquiryEvent={() => void queryClient.invalidateQueries({ queryKey: CONSULT_KEYS.detail })}
            />
          )
        }
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
