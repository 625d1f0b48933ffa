import { PageHeader } from '../../../components/page-header.tsx';
import { SessionManagement } from '../../../features/schedules/components/session-management.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function ClinicSessionsRoute() {
  useDocumentTitle('出诊安排');
  return (
    <>
      <PageHeader
        title="出诊安排"
        description="按排班生成的每一次出诊及预约情况。停诊会取消该出诊的全部预约，通知家长并原路退还已付挂号费。"
      />
      <SessionManagement />
    </>
  );
}
