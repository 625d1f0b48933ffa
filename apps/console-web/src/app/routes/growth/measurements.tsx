import { PageHeader } from '../../../components/page-header.tsx';
import { GrowthMeasurements } from '../../../features/growth/components/growth-measurements.tsx';
import { GROWTH_STRINGS } from '../../../features/growth/strings.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function GrowthMeasurementsRoute() {
  useDocumentTitle(GROWTH_STRINGS.measurementsTitle);
  return (
    <>
      <PageHeader
        title={GROWTH_STRINGS.measurementsTitle}
        description={GROWTH_STRINGS.measurementsDescription}
      />
      <GrowthMeasurements />
    </>
  );
}
