import { PageHeader } from '../../../components/page-header.tsx';
import { DoctorManagement } from '../../../features/clinic-setup/components/doctor-management.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function DoctorsRoute() {
  useDocumentTitle('医生管理');
  return (
    <>
      <PageHeader
        title="医生管理"
        description="医生资料和挂号费显示在家长端的预约页。停用的医生不能再被预约；每位医生的二维码可打印张贴，家长扫码直接预约。"
      />
      <DoctorManagement />
    </>
  );
}
