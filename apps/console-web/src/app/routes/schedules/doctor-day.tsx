import { PageHeader } from '../../../components/page-header.tsx';
import { DoctorDay } from '../../../features/doctor-day/components/doctor-day.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function DoctorDayRoute() {
  useDocumentTitle('今日就诊');
  return (
    <>
      <PageHeader
        title="今日就诊"
        description="当前账号关联的医生当天的预约。宝宝到诊后点“到诊”，未按时就诊的点“爽约”；只能标记当天已支付的预约。"
      />
      <DoctorDay />
    </>
  );
}
