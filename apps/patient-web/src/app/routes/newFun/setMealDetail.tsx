import { useSearchParams } from 'wouter';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { CardDetail } from '../../../features/package-cards/components/card-detail.tsx';
import { CARD_ROUTES } from '../../../features/package-cards/routes.ts';
import { cardStrings as t } from '../../../features/package-cards/strings.ts';

/** 套餐卡详情 (?cardId=); without it, says so and offers 套餐卡. */
export default function SetMealDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('cardId'));
  return Number.isSafeInteger(id) && id > 0 ? (
    <CardDetail cardId={id} />
  ) : (
    <EmptyWithWay tip={t.noCardId} way={{ label: t.toCards, path: CARD_ROUTES.list }} />
  );
}
