import { ConfirmOrder } from '../../../features/booking/components/confirm-order.tsx';

/** 确认信息 */
export default function SureInfoPage() {
  return <ConfirmOrder />;
}
