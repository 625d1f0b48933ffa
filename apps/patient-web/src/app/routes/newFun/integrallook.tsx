import { useSearchParams } from 'wouter';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { ExchangeDetail } from '../../../features/mall/components/exchange-detail.tsx';
import { MALL_ROUTES } from '../../../features/mall/routes.ts';
import { mallStrings as t } from '../../../features/mall/strings.ts';

/** 兑换详情 (?exchangeId=); without it, says so and offers 兑换记录. */
export default function IntegralLookPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('exchangeId'));
  return Number.isSafeInteger(id) && id > 0 ? (
    <ExchangeDetail exchangeId={id} />
  ) : (
    <EmptyWithWay tip={t.noExchangeId} way={{ label: t.records, path: MALL_ROUTES.records }} />
  );
}
