import { BookingFlow } from '../../../features/booking/components/booking-flow.tsx';

/** 预约挂号 (the spec's second entry to the same flow) */
export default function NewAppointmentPage() {
  return <BookingFlow entry="newAppoinment" />;
}
