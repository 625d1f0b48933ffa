import { useSearchParams } from 'wouter';
import { AppointmentHistory } from '../../../features/appointments/components/appointment-history.tsx';
import { statusOfTabKey } from '../../../features/appointments/utils/appointment-status.ts';

/** 预约记录 (?status=): the chosen filter lives in the address, so coming back from a detail keeps it. */
export default function OrderHistoryPage() {
  const [params, setParams] = useSearchParams();
  const status = statusOfTabKey(params.get('status') ?? 'all');
  return (
    <AppointmentHistory
      status={status}
      onStatusChange={(next) => setParams(next ? { status: next } : {}, { replace: true })}
    />
  );
}
