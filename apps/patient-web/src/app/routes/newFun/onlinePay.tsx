import { useSearchParams } from 'wouter';
import { OnlinePay } from '../../../features/payments/components/online-pay.tsx';

/** 在线支付 (?orderNo=) */
export default function OnlinePayPage() {
  const [params] = useSearchParams();
  return <OnlinePay orderNo={params.get('orderNo')} />;
}
