import { PageHeader } from '../../components/page-header.tsx';
import { StaffManagement } from '../../features/staff/components/staff-management.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function StaffRoute() {
  useDocumentTitle('账号管理');
  return (
    <>
      <PageHeader
        title="账号管理"
        description="管理诊所工作人员的登录账号。停用、修改角色或重置密码后，该账号需重新登录。"
      />
      <StaffManagement />
    </>
  );
}
