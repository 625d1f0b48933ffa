import { useSearchParams } from 'wouter';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { MemberJoinBanner } from '../../../components/member-join-banner.tsx';
import { GoodsDetail } from '../../../features/mall/components/goods-detail.tsx';
import { MALL_ROUTES } from '../../../features/mall/routes.ts';
import { mallStrings as t } from '../../../features/mall/strings.ts';
import { goodsIdFrom } from '../../../features/mall/utils/goods-view.ts';
import { useMemberStatus } from '../../../features/members/api/use-member-status.ts';

/**
 * 商品详情 (?goodsId=), Sprout's own page opened from a goods card of 积分商城. A parent who is not a
 * member is offered to join on top, as on the list; without a goods id, says so and offers 积分商城.
 */
export default function GoodsDetailPage() {
  const [params] = useSearchParams();
  const status = useMemberStatus();
  const goodsId = goodsIdFrom(params.get('goodsId'));
  if (goodsId === null)
    return <EmptyWithWay tip={t.noGoodsId} way={{ label: t.toMall, path: MALL_ROUTES.mall }} />;
  return (
    <>
      {status.data && !status.data.isMember ? <MemberJoinBanner /> : null}
      <GoodsDetail goodsId={goodsId} />
    </>
  );
}
