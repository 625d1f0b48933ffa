import { PageHeader } from '../../../components/page-header.tsx';
import { FacilityManagement } from '../../../features/clinic-setup/components/facility-management.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function FacilitiesRoute() {
  useDocumentTitle('院区与预约设置');
  return (
    <>
      <PageHeader
        title="院区与预约设置"
        description="院区的名称、地址、营业时间，以及家长预约时遵守的规则：能提前几天约、每天几点放号、何时停止当日预约和取消、未支付的号保留多久。修改后家长端立即生效。"
      />
      <FacilityManagement />
    </>
  );
}
