import { PageHeader } from '../../../components/page-header.tsx';
import { BabyFinder } from '../../../features/growth/components/baby-finder.tsx';
import { ReportsScreen } from '../../../features/inspection-reports/components/reports-screen.tsx';
import { REPORT_STRINGS } from '../../../features/inspection-reports/strings.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function InspectionReportsRoute() {
  useDocumentTitle(REPORT_STRINGS.title);
  return (
    <>
      <PageHeader title={REPORT_STRINGS.title} description={REPORT_STRINGS.description} />
      <ReportsScreen finder={(onPick) => <BabyFinder onPick={onPick} />} />
    </>
  );
}
