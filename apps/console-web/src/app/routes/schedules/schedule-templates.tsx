import { PageHeader } from '../../../components/page-header.tsx';
import { TemplateManagement } from '../../../features/schedules/components/template-management.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function ScheduleTemplatesRoute() {
  useDocumentTitle('排班模板');
  return (
    <>
      <PageHeader
        title="排班模板"
        description="每位医生每周的出诊：星期、上午或下午、出诊时间、每个号源的时长和可约人数。改动模板不影响已生成的号源；点“生成号源”按模板生成新日期的号源。"
      />
      <TemplateManagement />
    </>
  );
}
