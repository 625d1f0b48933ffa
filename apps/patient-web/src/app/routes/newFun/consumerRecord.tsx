import { ConsumptionList } from '../../../features/consumption/components/consumption-list.tsx';

/** 消费记录 (the home entry) */
export default function ConsumerRecordPage() {
  return <ConsumptionList />;
}
