import { useSearchParams } from 'wouter';
import { AppointmentDetail } from '../../../features/appointments/components/appointment-detail.tsx';

const parseWeId = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** 预约详情 (?weId=) */
export default function OrderDetailPage() {
  const [params] = useSearchParams();
  return <AppointmentDetail weId={parseWeId(params.get('weId'))} />;
}
