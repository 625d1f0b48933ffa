import { useSearchParams } from 'wouter';
import { ExchangeConfirm } from '../../../features/mall/components/exchange-confirm.tsx';
import { MallHome } from '../../../features/mall/components/mall-home.tsx';

const parseId = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** 积分商城; with ?goodsId= (and ?quantity=) the exchange confirmation of that goods. */
export default function IntegralMallPage() {
  const [params] = useSearchParams();
  const goodsId = parseId(params.get('goodsId'));
  return goodsId === null ? (
    <MallHome />
  ) : (
    <ExchangeConfirm goodsId={goodsId} quantityText={params.get('quantity')} />
  );
}
