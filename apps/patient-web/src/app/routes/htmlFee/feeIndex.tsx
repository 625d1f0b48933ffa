import { useSearchParams } from 'wouter';
import { FeeIndex } from '../../../features/fees/components/fee-index.tsx';
import { PAID_TAB } from '../../../features/fees/routes.ts';

/** 待缴费订单 (?tab=paid opens 已缴费) */
export default function FeeIndexPage() {
  const [params] = useSearchParams();
  const tab = params.get('tab') === PAID_TAB ? 'paid' : 'unpaid';
  // A new ?tab= in the address (a receipt link, the back button) opens that tab afresh.
  return <FeeIndex key={tab} initialTab={tab} />;
}
