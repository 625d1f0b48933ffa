import { useSearchParams } from 'wouter';
import { PayReceipt } from '../../../features/payments/components/pay-receipt.tsx';

/** 支付完成 (?orderNo=): the receipt of a paid order. */
export default function CompletePayPage() {
  const [params] = useSearchParams();
  return <PayReceipt orderNo={params.get('orderNo')} />;
}
