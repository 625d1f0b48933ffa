import { PageHeader } from '../../../components/page-header.tsx';
import { inquiryPagePath } from '../../../config/nav-consultation.ts';
import { ComplaintList } from '../../../features/consultation/components/complaint-list.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function ComplaintsRoute() {
  useDocumentTitle('问诊投诉');
  return (
    <>
      <PageHeader
        title="问诊投诉"
        description="家长对图文问诊的投诉。回复后家长会在消息中收到处理结果；需要退款时在问诊详情中手动退款。查看与处理都记入审计。"
      />
      <ComplaintList inquiryPath={inquiryPagePath} />
    </>
  );
}
