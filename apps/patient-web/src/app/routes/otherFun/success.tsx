import { useSearchParams } from 'wouter';
import { AppointmentVisitCard } from '../../../features/appointments/components/appointment-visit-card.tsx';
import { PaySuccess } from '../../../features/payments/components/pay-success.tsx';
import { isRegistration } from '../../../features/payments/utils/order-links.ts';

/** 支付成功 (?orderNo=): the payment, and for a registration the appointment it secured. */
export default function PaySuccessPage() {
  const [params] = useSearchParams();
  return (
    <PaySuccess
      orderNo={params.get('orderNo')}
      renderSubject={(order) =>
        isRegistration(order) ? <AppointmentVisitCard weId={order.subjectId} /> : null
      }
    />
  );
}
