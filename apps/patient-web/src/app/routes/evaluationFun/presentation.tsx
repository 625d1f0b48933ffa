import { useSearchParams } from 'wouter';
import { NoBaby } from '../../../components/no-baby.tsx';
import { useSelectedBaby } from '../../../features/babies/hooks/use-selected-baby.ts';
import { PresentationView } from '../../../features/growth-reports/components/presentation-view.tsx';
import { positiveId } from '../../../features/growth-reports/utils/share-link.ts';
import { growthNoBaby } from '../../../features/growth/components/no-baby.ts';

/** 身高报告: ?evaluationId= opens one report; without it, the current baby's latest. */
export default function PresentationPage() {
  const [params] = useSearchParams();
  const evaluationId = positiveId(params.get('evaluationId'));
  const { baby, isLoading } = useSelectedBaby();
  if (evaluationId === null && isLoading) return null;
  if (evaluationId === null && !baby) return <NoBaby {...growthNoBaby} />;
  return <PresentationView evaluationId={evaluationId} babyId={baby?.babyId ?? null} />;
}
