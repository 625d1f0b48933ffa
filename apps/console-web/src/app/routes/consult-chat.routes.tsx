import { Result } from 'antd';
import { type RouteObject, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { ChatPane } from '../../features/chat/components/chat-pane.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { RequireRole } from '../guards.tsx';

function ConsultChatRoute() {
  useDocumentTitle('问诊聊天');
  const inquiryId = Number(useParams().inquiryId);
  if (!Number.isSafeInteger(inquiryId) || inquiryId <= 0) return <Result status="404" title="问诊不存在" />;
  return (
    <>
      <PageHeader title="问诊聊天" description={`问诊编号 ${inquiryId}`} />
      <ChatPane key={inquiryId} inquiryId={inquiryId} height="calc(100vh - 220px)" />
    </>
  );
}

/**
 * The chat pane on a page of its own (/consult/chat/:inquiryId), linked from no menu yet: the inquiry
 * detail screen embeds the same pane when it lands.
 */
export const consultChatRoutes: RouteObject[] = [
  {
    path: 'consult/chat/:inquiryId',
    element: (
      <RequireRole minRole="doctor">
        <ConsultChatRoute />
      </RequireRole>
    ),
  },
];
