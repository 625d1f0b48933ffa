import { PageHeader } from '../../../components/page-header.tsx';
import { ServiceSettings } from '../../../features/consultation/components/service-settings.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function ServicesRoute() {
  useDocumentTitle('问诊服务设置');
  return (
    <>
      <PageHeader
        title="问诊服务设置"
        description="每位医生的图文问诊服务。价格按元填写（以分保存）；接诊与首次回复时限只在工作时间内计时，超时自动转诊或全额退款。每次保存都记入审计。"
      />
      <ServiceSettings />
    </>
  );
}
