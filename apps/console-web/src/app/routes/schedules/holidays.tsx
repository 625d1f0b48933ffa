import { PageHeader } from '../../../components/page-header.tsx';
import { HolidayManagement } from '../../../features/schedules/components/holiday-management.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function HolidaysRoute() {
  useDocumentTitle('节假日');
  return (
    <>
      <PageHeader
        title="节假日"
        description="院区休息的日期：当天所有医生停诊，号源关闭，也不会按排班生成新的号源。"
      />
      <HolidayManagement />
    </>
  );
}
