import { PageHeader } from '../../../components/page-header.tsx';
import { FollowUpManagement } from '../../../features/growth/components/follow-up-management.tsx';
import { GROWTH_STRINGS } from '../../../features/growth/strings.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function FollowUpsRoute() {
  useDocumentTitle(GROWTH_STRINGS.followUpsTitle);
  return (
    <>
      <PageHeader title={GROWTH_STRINGS.followUpsTitle} description={GROWTH_STRINGS.followUpsDescription} />
      <FollowUpManagement />
    </>
  );
}
