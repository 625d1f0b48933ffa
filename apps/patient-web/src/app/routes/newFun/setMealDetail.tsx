import { useSearchParams } from 'wouter';
import { EmptyState } from '../../../components/empty-state.tsx';
import { CardDetail } from '../../../features/package-cards/components/card-detail.tsx';

/** 套餐卡详情 (?cardId=) */
export default function SetMealDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('cardId'));
  return Number.isSafeInteger(id) && id > 0 ? <CardDetail cardId={id} /> : <EmptyState />;
}
