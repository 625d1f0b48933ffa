import { BookingFlow } from '../../../features/booking/components/booking-flow.tsx';

/** 预约挂号 */
export default function BookingIndexPage() {
  return <BookingFlow entry="newFun" />;
}
