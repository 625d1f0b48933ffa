import { useSearchParams } from 'wouter';
import { CouponList } from '../../../features/coupons/components/coupon-list.tsx';
import { couponTabOf } from '../../../features/coupons/utils/coupon-face.ts';

/** 优惠券 (?tab=): the chosen tab lives in the address, so coming back from a coupon's rules keeps it. */
export default function CouponsPage() {
  const [params, setParams] = useSearchParams();
  return (
    <CouponList
      tab={couponTabOf(params.get('tab'))}
      onTabChange={(tab) => setParams(tab === 'unused' ? {} : { tab }, { replace: true })}
    />
  );
}
