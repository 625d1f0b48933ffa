import { useSearchParams } from 'wouter';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ExchangeDetail } from '../../../features/mall/components/exchange-detail.tsx';

/** 兑换详情 (?exchangeId=) */
export default function IntegralLookPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('exchangeId'));
  return Number.isSafeInteger(id) && id > 0 ? <ExchangeDetail exchangeId={id} /> : <EmptyState />;
}
