import { PageHeader } from '../../../components/page-header.tsx';
import { DepartmentManagement } from '../../../features/clinic-setup/components/department-management.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function DepartmentsRoute() {
  useDocumentTitle('科室管理');
  return (
    <>
      <PageHeader
        title="科室管理"
        description="家长预约时先选科室。关闭的科室不在家长端显示；排序数字越小越靠前。"
      />
      <DepartmentManagement />
    </>
  );
}
