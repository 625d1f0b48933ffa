import { useSearchParams } from 'wouter';
import { CouponDetail } from '../../../features/coupons/components/coupon-detail.tsx';

/** 优惠券规则 (?couponCode=) */
export default function CouponsDetailPage() {
  const [params] = useSearchParams();
  const code = params.get('couponCode');
  return <CouponDetail couponCode={code && /^[0-9A-Z]{16}$/.test(code) ? code : null} />;
}
