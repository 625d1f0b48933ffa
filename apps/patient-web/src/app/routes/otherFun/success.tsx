import { useSearchParams } from 'wouter';
import { AppointmentVisitCard } from '../../../features/appointments/components/appointment-visit-card.tsx';
import { InquiryPaidCard } from '../../../features/consultation/components/inquiry-paid-card.tsx';
import { PaySuccess } from '../../../features/payments/components/pay-success.tsx';
import { isRegistration } from '../../../features/payments/utils/order-links.ts';

/** The order kind of a 图文问诊; its subject is the inquiry. */
const CONSULTATION_KIND = 'consultation';

/** 支付成功 (?orderNo=): the payment, and what it bought: a registration's appointment, a consultation's inquiry. */
export default function PaySuccessPage() {
  const [params] = useSearchParams();
  return (
    <PaySuccess
      orderNo={params.get('orderNo')}
      renderSubject={(order) => {
        if (isRegistration(order)) return <AppointmentVisitCard weId={order.subjectId} />;
        if (order.kind === CONSULTATION_KIND) return <InquiryPaidCard inquiryId={order.subjectId} />;
        return null;
      }}
    />
  );
}
