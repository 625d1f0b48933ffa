import { useSearchParams } from 'wouter';
import { MemberJoinBanner } from '../../../components/member-join-banner.tsx';
import { ExchangeConfirm } from '../../../features/mall/components/exchange-confirm.tsx';
import { MallHome } from '../../../features/mall/components/mall-home.tsx';
import { goodsIdFrom } from '../../../features/mall/utils/goods-view.ts';
import { useMemberStatus } from '../../../features/members/api/use-member-status.ts';

/** 积分商城 (a parent who is not a member is offered to join); with ?goodsId= (and ?quantity=) the exchange confirmation. */
export default function IntegralMallPage() {
  const [params] = useSearchParams();
  const status = useMemberStatus();
  const goodsId = goodsIdFrom(params.get('goodsId'));
  return goodsId === null ? (
    <>
      {status.data && !status.data.isMember ? <MemberJoinBanner /> : null}
      <MallHome />
    </>
  ) : (
    <ExchangeConfirm goodsId={goodsId} quantityText={params.get('quantity')} />
  );
}
