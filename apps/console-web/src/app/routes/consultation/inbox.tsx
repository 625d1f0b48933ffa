import { PageHeader } from '../../../components/page-header.tsx';
import { inquiryPagePath } from '../../../config/nav-consultation.ts';
import { InquiryInbox } from '../../../features/consultation/components/inquiry-inbox.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useIsManager } from './use-is-manager.ts';

export function InboxRoute() {
  useDocumentTitle('问诊工作台');
  const isManager = useIsManager();
  return (
    <>
      <PageHeader
        title="问诊工作台"
        description={
          isManager
            ? '全部医生的图文问诊：待接诊的按接诊截止时间排序。可按医生筛选，必要时手动退款。'
            : '待接诊的图文问诊按接诊截止时间排序，请在时限内接诊；接诊后在首次回复时限内回复家长。'
        }
      />
      <InquiryInbox isManager={isManager} detailPath={inquiryPagePath} />
    </>
  );
}
