import { ExchangeRecords } from '../../../features/mall/components/exchange-records.tsx';

/** 兑换记录 */
export default function IntegralRecordingPage() {
  return <ExchangeRecords />;
}
