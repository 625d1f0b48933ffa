import { ConsumptionList } from '../../../features/consumption/components/consumption-list.tsx';

/** 消费记录 (the spec's second address of the same list) */
export default function ConsumeHistoryPage() {
  return <ConsumptionList />;
}
