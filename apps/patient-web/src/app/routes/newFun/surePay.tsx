import { useSearchParams } from 'wouter';
import { PayResultView } from '../../../features/payments/components/pay-result-view.tsx';
import { parsePayResult } from '../../../features/payments/utils/pay-result.ts';

/** 确认支付 (?orderNo=&result=ok|cancel|fail), with its own navigation bar (route table: custom). */
export default function SurePayPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const result = parsePayResult(params.get('result'));
  // A new orderNo or result is a new visit: start the page over.
  return <PayResultView key={`${orderNo}:${result}`} orderNo={orderNo} result={result} />;
}
