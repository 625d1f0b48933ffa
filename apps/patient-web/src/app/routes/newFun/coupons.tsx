import { CouponList } from '../../../features/coupons/components/coupon-list.tsx';

/** 优惠券 */
export default function CouponsPage() {
  return <CouponList />;
}
